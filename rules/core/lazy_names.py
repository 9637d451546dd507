"""A package's public names imported from their modules when first used (PEP 562 module `__getattr__`): its
`__init__` says where each name lives, and start-up imports only the modules it touches (issue 39: the title
screen needs the texts and the save folder, not the protocol or the save document's checks)."""
from importlib import import_module


def lazy_names(package: str, homes: dict, namespace: dict):
    """The module `__getattr__` of `package`: a name of `homes` (name -> its module, relative to the package) is
    imported when first asked for and kept in `namespace` (the package's globals), so it is found directly
    from then on; any other name is an AttributeError, as for a module without it."""
    def __getattr__(name: str):
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(f"{package}.{home}"), name)
        namespace[name] = value
        return value
    return __getattr__
