

def test_max():
    # 测试1：1维Tensor，验证max函数
    # 使用随机生成的长度为1024的一维Tensor
    inp1d = torch.randn(1024, device="cuda")
    # 使用自定义max函数
    out1d_custom = max(inp1d)

    # 测试2：2维Tensor，验证max_dim函数
    # 使用随机生成的1024x1024的二维Tensor
    inp2d = torch.randn(1024, 1024, device="cuda")
    # 使用自定义max_dim函数，沿着dim=1计算最大值
    out2d_custom = max_dim(inp2d, dim=1)

    # 测试3：3维Tensor，验证max_dim函数
    # 使用随机生成的128x64x32的三维Tensor
    inp3d = torch.randn(128, 64, 32, device="cuda")
    # 使用自定义max_dim函数，沿着dim=2计算最大值
    out3d_custom = max_dim(inp3d, dim=2)

    # 测试4：保持维度的测试
    # 使用随机生成的512x256的二维Tensor
    inp2d_keepdim = torch.randn(512, 256, device="cuda")
    # 使用自定义max_dim函数，保持维度的情况下计算最大值
    out2d_custom_keepdim = max_dim(inp2d_keepdim, dim=1, keepdim=True)

    # 测试5：负维度测试
    # 使用随机生成的64x128x256的三维Tensor
    inp3d_neg_dim = torch.randn(64, 128, 256, device="cuda")
    # 使用自定义max_dim函数，沿着负的维度计算最大值（等价于dim=1）
    out3d_custom_neg_dim = max_dim(inp3d_neg_dim, dim=-2)

    # 记录每个测试用例的结果
    results = {
        "test_case_1": out1d_custom,
        "test_case_2": out2d_custom,
        "test_case_3": out3d_custom,
        "test_case_4": out2d_custom_keepdim,
        "test_case_5": out3d_custom_neg_dim,
    }

    return results

result_gold = test_max()
