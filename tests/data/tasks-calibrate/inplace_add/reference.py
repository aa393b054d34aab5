def add_inplace(x, y):
    for i in range(len(x)):
        x[i] = x[i] + y[i]
