

import torch

# Define the test function
def test_flash_decode_stage2():
    # Define the parameters
    batch_size = 2
    head_num = 4
    seq_block_num = 3
    head_dim = 32  # This should be one of {16, 32, 64, 128}
    block_seq = 8

    results = {}

    # Create input tensors for test case 1
    B_Seqlen_1 = torch.tensor([24, 16], dtype=torch.int32, device='cuda')
    mid_out_1 = torch.randn(batch_size, head_num, seq_block_num, head_dim, dtype=torch.float32, device='cuda')
    mid_out_logexpsum_1 = torch.randn(batch_size, head_num, seq_block_num, dtype=torch.float32, device='cuda')
    O_1 = torch.empty(batch_size, head_num, head_dim, dtype=torch.float32, device='cuda')
    # Call the wrapper function
    flash_decode_stage2(mid_out_1, mid_out_logexpsum_1, B_Seqlen_1, O_1, block_seq)
    results['test_case_1'] = O_1.clone().cpu()

    # Create input tensors for test case 2
    B_Seqlen_2 = torch.tensor([0, 0], dtype=torch.int32, device='cuda')  # Edge case: zero sequence lengths
    mid_out_2 = torch.randn(batch_size, head_num, seq_block_num, head_dim, dtype=torch.float32, device='cuda')
    mid_out_logexpsum_2 = torch.randn(batch_size, head_num, seq_block_num, dtype=torch.float32, device='cuda')
    O_2 = torch.empty(batch_size, head_num, head_dim, dtype=torch.float32, device='cuda')
    # Call the wrapper function
    flash_decode_stage2(mid_out_2, mid_out_logexpsum_2, B_Seqlen_2, O_2, block_seq)
    results['test_case_2'] = O_2.clone().cpu()

    # Create input tensors for test case 3
    B_Seqlen_3 = torch.tensor([8, 8], dtype=torch.int32, device='cuda')  # Edge case: minimum non-zero sequence lengths
    mid_out_3 = torch.randn(batch_size, head_num, seq_block_num, head_dim, dtype=torch.float32, device='cuda')
    mid_out_logexpsum_3 = torch.randn(batch_size, head_num, seq_block_num, dtype=torch.float32, device='cuda')
    O_3 = torch.empty(batch_size, head_num, head_dim, dtype=torch.float32, device='cuda')
    # Call the wrapper function
    flash_decode_stage2(mid_out_3, mid_out_logexpsum_3, B_Seqlen_3, O_3, block_seq)
    results['test_case_3'] = O_3.clone().cpu()

    # Create input tensors for test case 4
    B_Seqlen_4 = torch.tensor([32, 64], dtype=torch.int32, device='cuda')  # Larger sequence lengths
    mid_out_4 = torch.randn(batch_size, head_num, seq_block_num, head_dim, dtype=torch.float32, device='cuda')
    mid_out_logexpsum_4 = torch.randn(batch_size, head_num, seq_block_num, dtype=torch.float32, device='cuda')
    O_4 = torch.empty(batch_size, head_num, head_dim, dtype=torch.float32, device='cuda')
    # Call the wrapper function
    flash_decode_stage2(mid_out_4, mid_out_logexpsum_4, B_Seqlen_4, O_4, block_seq)
    results['test_case_4'] = O_4.clone().cpu()

    return results

# Execute the test function
result_gold = test_flash_decode_stage2()
