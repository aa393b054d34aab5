def row_scale(x, out):
    for i in range(len(x)):
        out[i] = 2.0 * x[i]
