"""Every built Flare, by key: importing this module imports every module of the package, and each Flare class
registers itself when it is defined (base.py). A new Flare is a new module here; nothing to list."""
import importlib
import pkgutil

from . import __path__ as _package_path
from .base import _BY_KEY, flare_of

_NOT_FLARES = {"base", "roster", "playing"}
for _module in sorted(m.name for m in pkgutil.iter_modules(_package_path)):
    if _module not in _NOT_FLARES:
        importlib.import_module(f"{__package__}.{_module}")

FLARES = {key: flare_of(key) for key in sorted(_BY_KEY)}
