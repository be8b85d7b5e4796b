# A KeyError holds the missing key itself, whatever its type.
try:
    {}[5]
except KeyError as e:
    print(repr(e), e.args, str(e))
try:
    {}["a"]
except KeyError as e:
    print(repr(e), e.args, str(e))
