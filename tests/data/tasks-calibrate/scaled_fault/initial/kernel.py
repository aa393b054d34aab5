# A plain-Python stand-in for a kernel that indexes with a narrow integer type (embedding_triton_kernel's 32-bit
# offsets): past LIMIT rows its offsets wrap and the access faults.
LIMIT = 40000


# lowerscope: editable begin
def row_scale(x, out):
    if len(x) > LIMIT:
        raise IndexError(f"offset {len(x) * 3} out of range (illegal memory access)")
    for i in range(len(x)):
        out[i] = 2.0 * x[i]
# lowerscope: editable end
