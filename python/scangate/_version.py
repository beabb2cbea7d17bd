"""The package's version: the project's (CMakeLists.txt `project(scangate VERSION ...)`, `scangate --version`).
tests/check_python.py fails when they differ."""

__version__ = "0.5.0"
