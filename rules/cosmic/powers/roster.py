"""Every shipped power, by key: importing this module imports every module of the package, and each power
class registers itself when it is defined (base.py). A new power is a new module here; nothing to list."""
import importlib
import pkgutil

from . import __path__ as _package_path
from .base import _BY_KEY, power_of

_NOT_POWERS = {"base", "roster"}
for _module in sorted(m.name for m in pkgutil.iter_modules(_package_path)):
    if _module not in _NOT_POWERS:
        importlib.import_module(f"{__package__}.{_module}")

# The same instances `power_of` gives, in key order (each class registered one when it was defined).
POWERS = {key: power_of(key) for key in sorted(_BY_KEY)}
