"""The scangate pytest plugin: a test parametrized over a fixture set's cases, judged in this process.

    import scangate

    @scangate.cases("ci", model="rglru", device="cuda")     # one test per RG-LRU case of `ci`
    def test_my_rglru(scangate_case, scangate_lib):
        outputs = my_rglru(scangate_case.float32())          # torch tensors on the GPU
        scangate_lib.assert_passes(scangate_case, scangate_case.cast_outputs(outputs), name="my-rglru")

Installed with the package, pytest loads it by itself (the `pytest11` entry point); from a checkout,
`pytest -p scangate.pytest_plugin`. Fixtures: `scangate_lib` (the process's Library, session-wide) and
`scangate_case` (the case of the test's parameter, made in this process on the device `cases` names).
`cases(..., known_failures={NAME: reason})` runs those cases as strict xfails raising GateFailure."""

import pytest

from ._errors import GateFailure
from ._inprocess import library


def cases(set_name, model=None, device=None, seed=None, known_failures=None):
    """A decorator: pytest.mark.parametrize over the cases of `set_name` (of `model`), each test given the
    case in `scangate_case` (tensors on `device`); ids are the case names."""
    known = dict(known_failures or {})
    names = library().cases(set_name, model)
    unknown = sorted(set(known) - set(names))
    if unknown:
        raise ValueError(f"known_failures names cases not in set {set_name}"
                         f"{' model ' + model if model else ''}: {', '.join(unknown)}")
    params = [pytest.param((set_name, n, device, seed), id=n,
                           marks=[pytest.mark.xfail(reason=known[n], raises=GateFailure, strict=True)]
                           if n in known else [])
              for n in names]
    return pytest.mark.parametrize("scangate_case", params, indirect=True)


@pytest.fixture(scope="session")
def scangate_lib():
    """The process's scangate Library (libscangate_api.so)."""
    return library()


@pytest.fixture
def scangate_case(request, scangate_lib):
    """The case a test is parametrized with (scangate.cases), made in this process."""
    if not hasattr(request, "param"):
        raise pytest.UsageError("scangate_case needs the test to be decorated with @scangate.cases(SET, ...)")
    set_name, name, device, seed = request.param
    return scangate_lib.case(set_name, name, seed=seed, device=device)
