"""Fuzzing entry points shared by the hypothesis tests (tests/fuzz) and the atheris driver."""
