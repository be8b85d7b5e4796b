"""`gradcli plot`: the numbers it draws, the terminal picture, the SVG and PNG files, and its errors."""
import io
import json
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

import numpy as np
import pytest
from click.testing import CliRunner
from rich.console import Console

from gradcli.cli import main
from gradcli.commands.calculator import Question
from gradcli.commands.plot import picture
from gradcli.output.drawing import SHADES, TerminalPlot

BOWL = "x**2 + 4*y**2"
VALLEY = "(1 - x)**2 + 5*(y - x**2)**2"


def invoke(*args, env=None):
    return CliRunner().invoke(main, list(args), env={"COLUMNS": "80", **(env or {})})


def gradient_at(formulas, point):
    """tape.gradient of the formulas from `gradcli grad --at`, one number per name of `point`."""
    ats = [arg for name, value in point.items() for arg in ("--at", f"{name}={value!r}")]
    result = invoke("grad", *formulas, *ats, "--format", "json")
    return [s["gradient"] for s in json.loads(result.stdout)["results"][0]["sources"]]


def drawn(pic, width=80, height=30, **console):
    out = io.StringIO()
    Console(file=out, width=width, height=height, **console).print(TerminalPlot(pic))
    return out.getvalue()


# ----- The numbers -----

def test_the_gradient_drawn_is_the_tapes_summed_gradient_at_each_point():
    formulas = ["x**2", "sin(3*x)"]
    pic = picture(Question(formulas), ["x=-2:2:9"])
    assert pic.gradient_label("x") == "d/dx sum([x**2, sin(3*x)])"
    for x, gradient in zip(pic.sweep.coordinates[0], pic.gradient("x")):
        assert [gradient] == gradient_at(formulas, {"x": float(x)})


def test_one_name_defaults_to_401_points_and_two_to_61_a_side():
    assert picture(Question(["x"]), ["x=0:1"]).sweep.size == 401
    assert picture(Question(["x*y"]), ["x=0:1", "y=0:1"]).total().shape == (61, 61)


def test_the_descent_path_steps_against_the_gradient_at_each_point():
    pic = picture(Question([VALLEY], ["x=-1.5", "y=2"]), ["x=-2:2", "y=-1:3"], path=True, lr=0.02, steps=5)
    points = pic.descent.points
    assert points.shape == (6, 2) and points[0].tolist() == [-1.5, 2.0]
    for here, there in zip(points, points[1:]):
        gradient = gradient_at([VALLEY], {"x": float(here[0]), "y": float(here[1])})
        assert there.tolist() == pytest.approx((here - 0.02 * np.array(gradient)).tolist(), rel=1e-15)


def test_a_name_the_formula_does_not_depend_on_has_a_flat_zero_gradient():
    pic = picture(Question(["y*0 + 3.0"], ["y=1"]), ["x=-1:1:5"])
    assert pic.gradient("x").tolist() == [0.0] * 5
    pic = picture(Question(["x*x"], ["x=0.5", "y=0.5"]), ["x=-1:1:5", "y=-1:1:5"], path=True, steps=3)
    assert pic.descent.points[:, 1].tolist() == [0.5] * 4  # nothing moves y


def test_a_diverging_descent_stops_before_its_numbers_overflow():
    pic = picture(Question(["exp(x*x + y*y)"], ["x=1", "y=1"]), ["x=-2:2", "y=-2:2"], path=True, lr=10, steps=50)
    assert len(pic.descent.points) < 51 and np.all(np.isfinite(pic.descent.points))


# ----- In the terminal -----

def test_one_name_draws_each_formula_and_the_gradient_with_a_legend_and_axes():
    result = invoke("plot", "sigmoid(x)", "--over", "x=-10:10")
    assert result.exit_code == 0 and "\x1b[" not in result.stdout
    lines = result.stdout.splitlines()
    assert lines[0].strip() == "sigmoid(x) and its gradient, x from -10 to 10"
    assert lines[-1].split() == ["++", "sigmoid(x)", "xx", "d/dx", "sigmoid(x)"]
    assert lines[-2].split() == ["-10", "0", "10"]
    assert lines[2].rstrip().endswith("│ 1") and max(len(line) for line in lines) <= 80
    top, bottom = lines[2], next(line for line in lines if line.rstrip().endswith("│ 0"))
    assert "+" in top[len(top) // 2:] and "+" not in top[:len(top) // 2]  # sigmoid is near 1 on the right only
    assert bottom.count("x") > 20  # and its derivative near 0 at both ends


def test_the_terminal_picture_fits_the_width():
    narrow = drawn(picture(Question(["sigmoid(x)"], []), ["x=-10:10"]), width=50)
    assert max(len(line) for line in narrow.splitlines()) <= 50


def test_colour_on_a_terminal_and_none_with_no_color(monkeypatch):
    pic = picture(Question(["sigmoid(x)"], []), ["x=-10:10"])
    assert "\x1b[" in drawn(pic, force_terminal=True, color_system="truecolor")
    monkeypatch.setenv("NO_COLOR", "1")
    assert "\x1b[" not in drawn(pic, force_terminal=True)


def test_two_names_draw_shades_low_to_high_and_arrows_uphill():
    lines = invoke("plot", BOWL, "--over", "x=-2:2", "--over", "y=-1:1").stdout.splitlines()
    assert lines[0] == f"{BOWL} with its gradient, x from -2 to 2, y from -1 to 1"
    rows = [line.split("│", 1)[1] for line in lines[1:] if "│" in line]
    middle = rows[len(rows) // 2]
    assert rows[0][0] == "@" and middle[len(middle) // 2] == " "  # the corners are high, the centre low
    arrows = [c for c in middle if c in "←→"]
    assert arrows[:2] == ["←", "←"] and arrows[-2:] == ["→", "→"]  # away from x = 0 on both sides
    assert [c for c in rows[1] if c in "↑↓↖↗↙↘"] and all(c not in "↓↙↘" for c in rows[1])  # up at the top
    assert lines[-2] == f"shades, low to high: '{SHADES}', from 0 to 8"
    assert lines[-1] == "arrows: tape.gradient (d/dx, d/dy), pointing uphill"


def test_the_path_is_drawn_and_described():
    result = invoke("plot", VALLEY, "--over", "x=-2:2", "--over", "y=-1:3", "--path", "--at", "x=-1.5",
                    "--at", "y=2", "--lr", "0.02", "--steps", "20")
    assert result.exit_code == 0
    assert result.stdout.count("o") >= 5
    assert result.stdout.splitlines()[-1].startswith("o: descent from (-1.5, 2), lr 0.02: (")
    assert result.stdout.splitlines()[-1].endswith(") after 20 steps")


def test_non_finite_points_are_left_out_with_a_warning():
    result = invoke("plot", "log(x)", "--over", "x=-1:1:5")
    assert result.exit_code == 0
    assert "warning: the target 'log(x)' holds nan at 2 of 5 points; the picture leaves those points out" in \
        " ".join(result.stderr.split())  # (folded to the 80 columns given)


# ----- As a file -----

def test_svg_is_valid_and_says_what_is_plotted(tmp_path):
    path = tmp_path / "sigmoid.svg"
    result = invoke("plot", "sigmoid(x)", "--over", "x=-10:10", "--output", str(path))
    assert (result.exit_code, result.stdout, result.stderr) == (0, "", f"wrote {path}\n")
    root = ElementTree.parse(path).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg" and root.get("width") == "576pt"
    texts = {t.text for t in root.iter("{http://www.w3.org/2000/svg}text")}
    assert {"sigmoid(x) and its gradient", "sigmoid(x)", "d/dx sigmoid(x)", "x"} <= texts
    invoke("plot", "sigmoid(x)", "--over", "x=-10:10", "--output", str(tmp_path / "again.svg"))
    assert (tmp_path / "again.svg").read_bytes() == path.read_bytes()  # the same picture, the same file


def test_svg_of_several_formulas_names_the_summed_gradient(tmp_path):
    path = tmp_path / "two.svg"
    invoke("plot", "x**2", "sin(3*x)", "--over", "x=-2:2", "--output", str(path))
    texts = {t.text for t in ElementTree.parse(path).getroot().iter("{http://www.w3.org/2000/svg}text")}
    assert {"x**2", "sin(3*x)", "d/dx sum([x**2, sin(3*x)])", "sum([x**2, sin(3*x)]) and its gradient"} <= texts


def test_png_of_a_heatmap_with_a_path(tmp_path):
    path = tmp_path / "valley.png"
    result = invoke("plot", VALLEY, "--over", "x=-2:2", "--over", "y=-1:3", "--path", "--at", "x=-1.5", "--at",
                    "y=2", "--lr", "0.02", "--output", str(path))
    assert result.exit_code == 0
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert (int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")) == (960, 600)


def test_without_matplotlib_the_message_names_the_extra(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib now raises ImportError
    result = invoke("plot", "x", "--over", "x=0:1", "--output", str(tmp_path / "x.svg"))
    assert result.exit_code == 1
    assert " ".join(result.stderr.split()) == \
        "error: --output needs matplotlib, which is not installed: pip install 'gradcli[plot]'"


def test_an_unwritable_file_exits_1(tmp_path):
    (tmp_path / "x.svg").mkdir()  # a folder where the file would go: found only when writing
    result = invoke("plot", "x", "--over", "x=0:1", "--output", str(tmp_path / "x.svg"))
    assert result.exit_code == 1 and "cannot write" in result.stderr


# ----- Errors -----

def test_plot_has_help_with_examples_and_environment_variables():
    result = invoke("plot", "--help")
    assert "Examples:" in result.stdout
    for variable in ("GRADCLI_PLOT_OVER", "GRADCLI_PLOT_AT", "GRADCLI_PLOT_OUTPUT", "GRADCLI_PLOT_PATH",
                     "GRADCLI_PLOT_LR", "GRADCLI_PLOT_STEPS"):
        assert variable in result.stdout


def test_the_plotting_libraries_are_imported_only_to_plot():
    code = ("import sys; from gradcli.cli import main\n"
            "main(['grad', 'x*x', '--over', 'x=0:1:3', '--format', 'csv'], standalone_mode=False)\n"
            "print('uniplot' in sys.modules, 'matplotlib' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.splitlines()[-1] == "False False"


def test_color_always_and_never_choose_the_characters_too():
    coloured = invoke("plot", "sigmoid(x)", "--over", "x=-10:10", "--color", "always").stdout
    plain = invoke("plot", "sigmoid(x)", "--over", "x=-10:10", "--color", "never").stdout
    assert "\x1b[" in coloured and any(block in coloured for block in "▘▝▀▖▌▞▛▗▚▐▜▄▙▟█")
    assert "\x1b[" not in plain and "++ sigmoid(x)" in plain


@pytest.mark.parametrize("formula, over, what", [("log(x)", "x=-2:-1", "log(x) is nan on all of x=-2:-1"),
                                                 ("nan*x", "x=0:1", "nan*x is nan on all of x=0:1"),
                                                 ("log(x*y)", "x=-2:-1 --over y=1:2",
                                                  "log(x*y) is nan on all of x=-2:-1 y=1:2")])
def test_nothing_finite_to_draw_is_said_with_exit_1(formula, over, what):
    result = invoke("plot", formula, "--over", *over.split(" --over ")[:1],
                    *[arg for extra in over.split(" --over ")[1:] for arg in ("--over", extra)])
    assert result.exit_code == 1 and f"error: nothing finite to draw: {what}" in " ".join(result.stderr.split())
    assert "internal error" not in result.stderr


def test_a_diverging_descent_is_drawn_until_it_leaves_the_picture():
    result = invoke("plot", "x**2 + 4*y**2", "--over", "x=-2:2", "--over", "y=-1:1", "--path", "--at", "x=-1.8",
                    "--at", "y=0.9", "--lr", "1", "--steps", "500")
    assert result.exit_code == 0 and "Warning" not in result.stderr and "internal error" not in result.stderr
    note = " ".join(result.stdout.split()).split("o: descent")[1]
    assert "diverged after" in note and "leaves the picture after 1 step" in note


@pytest.mark.parametrize("formula, over", [("exp(x)", "x=0:1000"), ("x", "x=-1e308:1e308"), ("exp(x)", "x=0:700"),
                                           ("exp(x*y)", "x=0:30 --over y=0:30")])
def test_values_near_the_float_limits_are_drawn_without_a_warning(formula, over):
    result = invoke("plot", formula, *[arg for part in over.split(" --over ") for arg in ("--over", part)])
    assert result.exit_code == 0 and "internal error" not in result.stderr
    assert "Warning" not in result.stderr and "RuntimeWarning" not in result.stderr


def test_grids_are_computed_without_overflow():
    from gradcli.commands.sweep import parse_axis

    assert parse_axis("x=1e308:-1e308:3").points().tolist() == [1e308, 0.0, -1e308]
