"""The sliding windows that Keras's convolutions read, as TensorFlow lays them out: "same" padding split as
TensorFlow splits it (the odd pixel after), output sizes, and each output pixel's window taken from the input by
strided slices (one per offset in the window, stacked), with gradcli's operations so that tapes see them; and
the layers' arguments (tuples, data formats, paddings) read as Keras reads them.

Everything here works on channels-last inputs of one or two spatial axes; a layer with `channels_first` data
turns its input to channels last first, as Keras's TensorFlow backend does for its poolings.
"""
import math

from gradcli.tensorflow.keras.layers import op


def as_tuple(value, rank, name, allow_zero=False):
    """Keras's standardize_tuple: an int repeated `rank` times, or a tuple of `rank` positive ints."""
    values = (value,) * rank if isinstance(value, int) else tuple(value)
    smallest = 0 if allow_zero else 1
    if len(values) != rank or not all(isinstance(v, int) and v >= smallest for v in values):
        relation = ">= 0" if allow_zero else "> 0"
        raise ValueError(f"The `{name}` argument must be a tuple of {rank} integers. Received {name}={value}, "
                         f"including values {value} that do not satisfy `value {relation}`")
    return values


def data_format(value):
    """Keras's standardize_data_format: channels_last unless told otherwise."""
    value = "channels_last" if value is None else str(value).lower()
    if value not in ("channels_first", "channels_last"):
        raise ValueError(f"The `data_format` argument must be one of {{'channels_first', 'channels_last'}}. "
                         f"Received: data_format={value}")
    return value


def padding(value):
    if not isinstance(value, str):  # (Keras lowers it first)
        raise AttributeError(f"'{type(value).__name__}' object has no attribute 'lower'")
    value = value.lower()
    if value not in ("valid", "same"):
        raise ValueError(f"The `padding` argument must be a list/tuple or one of {{'valid', 'same'}} (or "
                         f"{{'valid', 'same', 'causal'}} for some layers). Received: {value}")
    return value


def same_padding(size, window, stride):
    """(before, after) of a spatial axis for "same": TensorFlow's split, the smaller half before."""
    total = max((math.ceil(size / stride) - 1) * stride + window - size, 0)
    return total // 2, total - total // 2


def output_size(size, window, stride, padding_kind):
    if size is None:
        return None
    return math.ceil(size / stride) if padding_kind == "same" else (size - window) // stride + 1


def padded(inputs, windows, strides, padding_kind):
    """A channels-last input padded with zeros for "same" (as it is for "valid")."""
    if padding_kind == "valid":
        return inputs
    pads = [[0, 0]] + [list(same_padding(size, k, s)) for size, k, s in zip(inputs.shape[1:-1], windows, strides)]
    return op("pad")(inputs, pads + [[0, 0]])


def patches(inputs, windows, strides):
    """(batch, *output spatial axes, window size, channels): each output pixel's window, offset by offset (row by
    row), of a channels-last input with one or two spatial axes."""
    sizes = [(n - k) // s + 1 for n, k, s in zip(inputs.shape[1:-1], windows, strides)]
    if min(sizes) <= 0:
        raise ValueError(f"Computed output size would be negative. Received `inputs shape={tuple(inputs.shape)}`, "
                         f"`kernel shape={windows}`.")
    spatial = len(windows)
    if spatial == 1:
        (n,), (s,), (k,) = sizes, strides, windows
        slices = [inputs[:, i:i + (n - 1) * s + 1:s, :] for i in range(k)]
    else:
        (height, width), (sh, sw) = sizes, strides
        slices = [inputs[:, i:i + (height - 1) * sh + 1:sh, j:j + (width - 1) * sw + 1:sw, :]
                  for i in range(windows[0]) for j in range(windows[1])]
    return op("stack")(slices, axis=spatial + 1)


def to_channels_last(inputs):
    rank = inputs.ndim
    return op("transpose")(inputs, [0, *range(2, rank), 1])


def to_channels_first(inputs):
    rank = inputs.ndim
    return op("transpose")(inputs, [0, rank - 1, *range(1, rank - 1)])
