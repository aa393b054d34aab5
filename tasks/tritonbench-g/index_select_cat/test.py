

# Test for index_select_cat_fwd
def test_index_select_cat_fwd():
    results = {}
    
    # Test case 1: Standard case
    source = torch.randn(10, 512, device='cuda')
    index = torch.tensor([0, 2, 4, 6, 8], device='cuda')
    output = torch.empty(len(index), source.size(1), device='cuda')
    index_select_cat_fwd(output, source, index)
    results['test_case_1'] = output.clone()

    # Test case 2: Edge case with index covering full range
    index = torch.tensor([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], device='cuda')
    output = torch.empty(len(index), source.size(1), device='cuda')
    index_select_cat_fwd(output, source, index)
    results['test_case_2'] = output.clone()

    # Test case 3: Edge case with single index
    index = torch.tensor([0], device='cuda')
    output = torch.empty(len(index), source.size(1), device='cuda')
    index_select_cat_fwd(output, source, index)
    results['test_case_3'] = output.clone()

    # Test case 4: Index in reverse order
    index = torch.tensor([9, 7, 5, 3, 1], device='cuda')
    output = torch.empty(len(index), source.size(1), device='cuda')
    index_select_cat_fwd(output, source, index)
    results['test_case_4'] = output.clone()

    return results

result_gold = test_index_select_cat_fwd()
# 分支覆盖率：[4/4]
