"""The dialects that plug into the language layer by name: TensorFlow code ("tf") is run by gradcli's TensorFlow
wing, which the core never imports; `runner` loads the wing's entry point when such code is run, and only then.

Formulas and `.grad` programs are the core's own (`program.py`) and need no entry here.
"""
from gradcli.engine.plug_in import load

# language name -> 'module:function' that checks and runs a file's text in it:
# function(text, source, write, warn, strict=False, tf_printed=None)
DIALECTS = {"tf": "gradcli.tensorflow.dialect:run_tensorflow"}
WHAT = {"tf": "TensorFlow code"}


def runner(language):
    """The function that runs code in `language`; an error saying so when the wing that provides it is absent."""
    return load(DIALECTS[language], WHAT[language])
