"""rules.core and saves import their public names when first used (rules/core/lazy_names.py): each name is the
one its module defines, every name in `__all__` can be had, and a name neither has is an AttributeError."""
import importlib

import pytest


@pytest.mark.parametrize("package", ["rules.core", "saves"])
def test_every_public_name_is_its_modules_own_and_others_are_missing(package):
    module = importlib.import_module(package)
    for name in module.__all__:
        home = importlib.import_module(f"{package}.{module._HOMES[name]}")
        assert getattr(module, name) is getattr(home, name), name
        assert name in vars(module)               # kept: found directly from then on
    assert set(module._HOMES) == set(module.__all__)
    with pytest.raises(AttributeError, match="no_such_name"):
        module.no_such_name
    assert not hasattr(module, "no_such_name")
