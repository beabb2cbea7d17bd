"""bare_import.py - imports one module of an installed package without running the __init__ of the
packages above it, for the examples that judge outside implementations on a machine without their
packages' unrelated dependencies: recurrentgemma 1.0.1's top-level __init__ imports its JAX half (flax,
jax) even for `import recurrentgemma.torch`, and flash-linear-attention's package __init__ files import
Triton (a GPU compiler, not installed on a CPU-only machine) even for its sequential PyTorch reference
`fla.ops.hgrn.naive`. The module imported is the installed package's file, unchanged; only the package
modules above it are entered bare (their search path, none of their code)."""
import importlib
import importlib.util
import sys
import types


def import_bare(name, bare):
    """`name` imported with each package of `bare` (dotted names, parents first) entered bare. Any module
    of those packages imported before is dropped first, so the import is the same in every process."""
    top = bare[0].split(".")[0]
    for k in [k for k in sys.modules if k == top or k.startswith(top + ".")]:
        del sys.modules[k]
    for pkg_name in bare:
        spec = importlib.util.find_spec(pkg_name)
        if spec is None or not spec.submodule_search_locations:
            raise ModuleNotFoundError(f"{pkg_name} is not installed (scripts/requirements-torch.txt)",
                                      name=pkg_name)
        pkg = types.ModuleType(pkg_name)
        pkg.__path__ = list(spec.submodule_search_locations)
        pkg.__file__ = spec.origin
        pkg.__spec__ = spec
        pkg.__package__ = pkg_name
        sys.modules[pkg_name] = pkg
        parent, _, child = pkg_name.rpartition(".")
        if parent:
            setattr(sys.modules[parent], child, pkg)
    return importlib.import_module(name)
