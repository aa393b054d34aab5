# A plain-Python stand-in for an in-place operator (a KV-cache copy, a rotary embedding rotating q in place):
# the structure of add_example's wrapper, but writing its result into its first argument.
# lowerscope: editable begin
def add_inplace(x, y):
    for i in range(len(x)):
        x[i] = x[i] + y[i]
# lowerscope: editable end
