# A dict emptied, copied and popped, as Python does it.
d = {1: 2, 3: 4}
e = d.copy()
d.clear()
print(d, e, e.popitem(), e)
try:
    d.popitem()
except KeyError as err:
    print(repr(err))
