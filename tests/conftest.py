"""Shared test settings."""
import pytest


@pytest.fixture(autouse=True)
def lean_recording_at_every_size(monkeypatch):
    """Nodes on tapes used once keep only what their rules read, from the first element: a rule that
    reads a value its primitive does not save then fails in every test, not only on large arrays."""
    monkeypatch.setattr("gradcli.engine.recording.LEAN_MIN_ELEMENTS", 0)

# TensorFlow snippets are data for test_tensorflow.py, not modules to import.
collect_ignore = ["tensorflow_cases", "tensorflow_programs", "keras_programs", "corpus",
                  "reference"]  # (the reference scripts need TensorFlow: they make data)
