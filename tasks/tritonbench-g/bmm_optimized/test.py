

def test_bmm():
    test_cases = [
        (1, 32, 32, 32),
        (8, 64, 64, 32),
        (16, 128, 128, 32),
    ]

    results = {}
    for i, (batch_size, M, N, K) in enumerate(test_cases):
        A = torch.randn(batch_size, M, K, dtype=torch.float32, device='cuda')
        B = torch.randn(batch_size, K, N, dtype=torch.float32, device='cuda')

        triton_output = bmm(A, B)
        results[f'test_case_{i+1}'] = triton_output.cpu().numpy()

    return results

result_gold = test_bmm()
