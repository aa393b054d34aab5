#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes the seed inputs of every fuzz target (README.md here) into OUT/<target>/: pieces of the real fixtures
of tests/data (cut to whole lines, records or dumps so that each stays small) and generated inputs that the
real files never hold: deep nesting and long chains. Standard library only.

    python3 tests/fuzz/seeds.py OUT
"""
import gzip
import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(REPO, 'tests', 'data')
H200 = os.path.join(DATA, 'triton-h200')
KERNELS = ['vadd', 'softmax_fused', 'softmax_3pass', 'matmul_naive', 'matmul_tuned', 'transpose_naive', 'transpose_tiled']
MAX = 48 << 10  # a seed's size at most, where it can be cut


def read(*parts):
    with open(os.path.join(*parts), 'rb') as f:
        return f.read()


def lines_upto(data, limit=MAX, keep=1):
    """The first lines of DATA (at least KEEP of them) while they fit in LIMIT bytes."""
    out, size = [], 0
    for i, line in enumerate(data.splitlines(keepends=True)):
        if i >= keep and size + len(line) > limit:
            break
        out.append(line)
        size += len(line)
    return b''.join(out)


def chunks_at(data, header, limit=MAX, count=6):
    """Up to COUNT runs of whole sections of DATA (each starting at a line matching HEADER) of at most LIMIT bytes."""
    starts = [m.start() for m in re.finditer(header, data, re.M)]
    out = []
    i = 0
    while i < len(starts) and len(out) < count:
        j = i + 1
        while j < len(starts) and starts[j] - starts[i] <= limit:
            j += 1
        end = starts[j] if j < len(starts) else len(data)
        if end - starts[i] <= limit * 2:
            out.append(data[starts[i]:end])
        i = j
    return out


class Seeds:
    def __init__(self, root):
        self.root = root

    def add(self, target, data):
        if isinstance(data, str):
            data = data.encode()
        d = os.path.join(self.root, target)
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, hashlib.sha1(data).hexdigest()), 'wb') as f:
            f.write(data)


def nested(depth, open_, close, inner=''):
    return open_ * depth + inner + close * depth


def trace(events, extra=None):
    doc = {'traceEvents': events}
    doc.update(extra or {})
    return json.dumps(doc)


def chrome(s):
    for t in ('chrometrace_scanner', 'chrometrace_rapidjson'):
        s.add(t, lines_upto(read(H200, 'torch_trace.json'), 1 << 20))
        s.add(t, lines_upto(read(H200, 'torch_trace.json'), 8 << 10))
        tv = read(DATA, 'ascend', 'torch_npu_profiler_msprof_analyze', 'trace_view.json')
        s.add(t, tv[:MAX])
        # Whole, small traces cut from the real ones, closed properly.
        for src in (json.loads(read(H200, 'torch_trace.json')), json.loads(tv)):
            events = src['traceEvents'] if isinstance(src, dict) else src
            for start in range(0, min(len(events), 400), 40):
                s.add(t, trace(events[start:start + 40], {k: v for k, v in src.items() if k != 'traceEvents'} if isinstance(src, dict) else None))
            s.add(t, json.dumps(events[:30]))  # the bare-array form
        ev = '{"name":"k","ph":"X","ts":1,"dur":2,"pid":1,"tid":1,"cat":"kernel","args":{"grid":[1,1,1],"a":%s}}'
        for depth in (255, 256, 257, 1000, 20000):
            s.add(t, '{"traceEvents":[' + ev % nested(depth, '[', ']', '1') + ']}')
            s.add(t, '{"traceEvents":[' + ev % nested(depth, '{"a":', '}', '1') + ']}')
            s.add(t, '{"traceEvents":' + nested(depth, '[', ']') + '}')
            s.add(t, '{"traceEvents":[' + ev % nested(depth, '[', '', '1') + ']}')  # left open
        many = ','.join('{"name":"k%d","ph":"X","ts":%d,"dur":1,"pid":1,"tid":%d}' % (i % 7, i, i % 3) for i in range(3000))
        s.add(t, '{"traceEvents":[' + many + ']}')
        s.add(t, '{"traceEvents":[{"name":"\\ud800\\u00e9\\"","ph":"B","ts":1e400,"pid":"x","tid":-1},'
                 '{"ph":"E","ts":-0.0},{"ph":"C","name":"c","args":{"v":1e-400}},{"ph":"s","id":1},{"ph":"f","id":1,"bp":"e"}],'
                 '"deviceProperties":[{"id":0,"name":"NVIDIA H200","totalGlobalMem":1,"numSms":132,"computeMajor":9}]}')


def csv(s):
    for k in ('softmax_fused', 'matmul_naive', 'transpose_tiled'):
        d = os.path.join(H200, k)
        raw = read(d, 'ncu.raw.csv').splitlines(keepends=True)
        s.add('nsight_csv', b''.join(raw[:3]))
        # The raw page's rows are 130 KB wide: also its first 200 columns.
        s.add('nsight_csv', b''.join(b','.join(l.rstrip(b'\r\n').split(b',')[:200]) + b'\n' for l in raw[:3]))
        s.add('nsight_csv', lines_upto(read(d, 'ncu.details.csv')))
        s.add('nsight_csv', lines_upto(read(d, 'ncu.source-sass.csv')))
    s.add('nsight_csv', '"ID","Kernel Name","Metric Name","Metric Unit","Metric Value"\n' +
          ''.join('"%d","k","m","%s","1,0%d"\n' % (i, u, i) for i, u in enumerate(['byte', 'Kbyte', 'cycle', '%', 'ns', ''])))
    s.add('nsight_csv', '"a","' + 'x\n' * 2000 + '"\n')  # a quoted field over many lines
    s.add('nsight_csv', ','.join('"c%d"' % i for i in range(5000)) + '\n')
    asc = os.path.join(DATA, 'ascend')
    for f in ('torch_npu_profiler_msprof_analyze/kernel_details_ArithmeticUtilization.csv',
              'torch_npu_profiler_msprof_analyze/kernel_details_PipeUtilization.csv',
              'torch_npu_profiler_msprof_analyze/cluster_step_trace_time.csv',
              'torch_npu_profiler_msinsight_gpt3_rank0/op_summary_1.csv'):
        s.add('msprof_csv', lines_upto(read(asc, f), 16 << 10))
    for f in ('op_basic_info_910B4.txt', 'op_basic_info_Ascend950PR_9589.txt'):
        s.add('msprof_csv', read(asc, 'msopprof_raw_dumps', f))
    # msprof op's per-block tables, with the column names of Ascend/msopprof@d6c29dfa msopprof_performance_data.md
    # (as tst_profile's msprofOpCsvFromDocumentedHeaders; no redistributable sample exists).
    s.add('msprof_csv', 'Op Name,Op Type,Task Duration(us),Block Dim,Mix Block Dim,Device Id,Pid,Current Freq,Rated Freq\n'
          '_gelu_kernel,vector,177.703552,4096,0,4,920434,1800,1800\n')
    s.add('msprof_csv', 'block_id,sub_block_id,aiv_time(us),aiv_total_cycles,aiv_vec_time(us),aiv_vec_ratio,aiv_scalar_time(us),'
          'aiv_scalar_ratio,aiv_mte2_time(us),aiv_mte2_ratio,aiv_mte3_time(us),aiv_mte3_ratio\n'
          + ''.join('%d,vector%d,10,18000,2,0.2,6,0.6,1,0.1,1,0.1\n' % (i // 2, i % 2) for i in range(64)))
    # The splitter alone (csv_records): every table above, and the corners of its grammar: CRLF and lone CRs,
    # quotes opening inside a field, "" escapes, quoted line breaks, an empty last field, blank lines, no final
    # newline, a NUL byte, an open quote at the end.
    for t in ('nsight_csv', 'msprof_csv'):
        for f in sorted(os.listdir(os.path.join(s.root, t))):
            s.add('csv_records', read(s.root, t, f))
    for text in (b'a,b\r\nc,d\r\n', b'a\rb,c\r\n\r\n', b'ab"c,d"e,f\n', b'"x""y",""""\n', b'"multi\r\nline",2\n3,\n',
                 b'a,\n\n,\n', b'a,b', b'a,"b', b'a,b\x00\n', b'"a\nb\x00"\n', b'\xef\xbb\xbfName,\xe4\xb8\xad\n'):
        s.add('csv_records', text)


def msprof(s):
    asc = os.path.join(DATA, 'ascend')
    s.add('msprof_db', read(asc, 'msprof_db_910B', 'msprof_0.db'))
    for f in ('torch_npu_profiler_msinsight_gpt3_rank0/ASCEND_PROFILER_OUTPUT/communication.json',
              'torch_npu_profiler_msinsight_gpt3_rank0/ASCEND_PROFILER_OUTPUT/communication_matrix.json',
              'torch_npu_profiler_msinsight_gpt3_rank0/profiler_info_0.json',
              'torch_npu_profiler_msprof_analyze/cluster_communication.json'):
        s.add('msprof_json', read(asc, f)[:MAX])
    tv = json.loads(read(asc, 'torch_npu_profiler_msprof_analyze', 'trace_view.json'))
    events = tv['traceEvents'] if isinstance(tv, dict) else tv
    for start in range(0, min(len(events), 600), 60):
        s.add('msprof_json', json.dumps(events[start:start + 60]))
    # npu-compute JSONL, in its documented structure (as tst_profile's npuComputeHardwareInfoFromDocumentedStructure).
    hw = ('{"Device Info": {"chip info": "Ascend950PR_9599", "arch info": "DAV_3510"}}\n'
          '{"AI Core Information": {"ai core count": 36, "cube core count": 36, "vector core count": 72, '
          '"cube frequency(MHZ)": 1650, "vector frequency(MHZ)": 1650}}\n'
          '{"Memory Information": {"hbm total(MB)": 131072, "hbm frequency(MHZ)": 1500}}\n')
    s.add('npu_jsonl', hw)
    s.add('npu_jsonl', hw * 50)
    s.add('npu_jsonl', '{"a":' + nested(5000, '[', ']') + '}\n' + hw)
    s.add('npu_jsonl', '\n'.join('{"Device Info": {"chip info": "x%d"}}' % i for i in range(2000)))


def trajectory(s):
    names = ['kernel.source', 'kernel.ttir', 'kernel.ttgir', 'kernel.llir', 'kernel.ptx', 'kernel.sass', 'kernel.nvdisasm',
             'kernel.json', 'kernel.meta.json', 'kernel.py']
    for k in KERNELS[:4]:
        d = os.path.join(H200, k)
        for i, ext in enumerate(['source', 'ttir', 'ttgir', 'llir', 'ptx', 'sass', 'nvdisasm', None, 'meta.json', 'py']):
            if ext and os.path.exists(os.path.join(d, '%s.%s' % (k, ext))):
                s.add('stage_files', bytes([i]) + lines_upto(read(d, '%s.%s' % (k, ext))))
    for sub, idx in (('1_ttir', 11), ('2_ttadapter', 12), ('3_hivm', 13)):
        for f in sorted(os.listdir(os.path.join(DATA, 'ascend', 'triton_ascend_ir', sub))):
            s.add('stage_files', bytes([idx]) + lines_upto(read(DATA, 'ascend', 'triton_ascend_ir', sub, f)))
    s.add('stage_files', b'\x01module {\n' + nested(3000, b'  scf.if %c {\n'.decode(), '}\n').encode() + b'}\n')
    s.add('stage_files', b'\x01' + b''.join(b'  %%%d = arith.addi %%%d, %%%d : i32 loc(#loc%d)\n' % (i + 1, i, i, i) for i in range(4000)))
    s.add('stage_files', b'\x08{"name": "k", "num_warps": 4, "a": ' + nested(3000, '[', ']').encode() + b'}')
    for k in ('vadd', 'softmax_fused'):
        mlir = read(H200, k, k + '.mlir-passes.txt')
        for piece in chunks_at(mlir, rb'^// -----// IR Dump', count=8):
            s.add('mlir_passdump', piece)
    llvm = read(H200, 'softmax_fused', 'softmax_fused.llvm-passes.txt')
    for piece in chunks_at(llvm, rb'^(; \*\*\* IR Dump|\*\*\* IR Dump)', count=12):
        s.add('llvm_passdump', piece)
    s.add('mlir_passdump', ''.join('// -----// IR Dump Before P%d (p%d) //----- //\nmodule {\n}\n\n' % (i, i) for i in range(5000)))
    s.add('mlir_passdump', '// -----// IR Dump Before P (p) //----- //\n' + nested(5000, 'module {\n', '}\n'))
    s.add('llvm_passdump', ''.join('; *** IR Dump After P%d on f ***\ndefine void @f() {\n  ret void\n}\n' % i for i in range(5000)))
    raw = read(DATA, 'tritonparse', 'raw_trace.ndjson').splitlines(keepends=True)
    for t in ('tritonparse', 'tritonparse_gzip'):
        for line in raw:
            if len(line) <= MAX:
                s.add(t, line)
        s.add(t, lines_upto(b''.join(raw), MAX, keep=2))
        s.add(t, '{"event_type": "compilation", "payload": ' + nested(5000, '{"a":', '}', '1') + '}\n')
        s.add(t, '{"event_type": "compilation"}\n' * 5000)
    s.add('tritonparse_gzip', read(DATA, 'tritonparse', 'mapped_trace.ndjson.gz'))
    s.add('tritonparse_gzip', gzip.compress(b'\n' * (1 << 20)))  # inflates 1000 times


def detectors(s):
    patterns = json.loads(read(REPO, 'resources', 'kb', 'patterns.json'))
    pats = patterns['patterns'] if isinstance(patterns, dict) else patterns
    exprs = []
    for p in pats:
        for d in p.get('detectors', []):
            if isinstance(d, dict) and isinstance(d.get('expr', d.get('detector')), str):
                exprs.append(d.get('expr', d.get('detector')))
            elif isinstance(d, str):
                exprs.append(d)
    ck = json.loads(read(REPO, 'resources', 'kb', 'compiler-knowledge.json'))
    for entry in (ck['compiler_knowledge'] if isinstance(ck, dict) else ck):
        for key, v in entry.items():
            if isinstance(v, str) and re.search(r'\b(and|or|has|count)\b|[<>=]=?', v) and ('.' in v or '(' in v):
                exprs.append(v)
    if len(exprs) < 20:
        sys.exit('seeds.py: found only %d detector expressions in resources/kb' % len(exprs))
    for t in ('detector_parse', 'detector_eval'):
        for e in exprs:
            s.add(t, e)
        for depth in (255, 256, 257, 2000, 200000):
            s.add(t, nested(depth, '(', ')', 'ttgir.num_warps > 1'))
            s.add(t, 'not ' * depth + 'true')
            s.add(t, nested(depth, 'min(', ', 1)', '2'))
            s.add(t, '-' * depth + '1 < 0')
        for n in (100, 11000):
            s.add(t, ' or '.join('has(f%d)' % i for i in range(n)))
            s.add(t, ' and '.join('x%d + 1 * 2 / 3 - 4 >= %d' % (i, i) for i in range(n)))
        s.add(t, 'check("ttgir", "CHECK: tt.load\\nCHECK-NEXT: tt.dot\\nCHECK-NOT: x\\nCHECK-SAME: y\\nCHECK-EMPTY:")')
        s.add(t, 'count("ptx", "ld\\\\.global(\\\\.v4)?") / ratio(metric.dram__throughput, 0) > mod(3, 0)')
        s.add(t, 'remarks("(a+)+$") ~ "(x*)*y" and fact("stage.count") == "3"')


def knowledge(s):
    doc = json.loads(read(REPO, 'resources', 'kb', 'patterns.json'))
    s.add('kb_json', json.dumps(doc)[:1 << 20] if len(json.dumps(doc)) < (1 << 20) else json.dumps(doc)[:MAX])
    pats = doc['patterns'] if isinstance(doc, dict) else doc
    for p in pats:
        s.add('kb_json', json.dumps(p, indent=1))
    ck = json.loads(read(REPO, 'resources', 'kb', 'compiler-knowledge.json'))
    entries = ck['compiler_knowledge'] if isinstance(ck, dict) else ck
    for e in entries[:30]:
        s.add('kb_json', json.dumps({'compiler_knowledge': [e]}))
    p = dict(pats[0])
    for n in (1000, 20000):
        p2 = dict(p)
        p2['id'] = 'chain-%d' % n
        p2['detectors'] = [dict(p['detectors'][0])] if p.get('detectors') and isinstance(p['detectors'][0], dict) else []
        if p2['detectors']:
            key = 'expr' if 'expr' in p2['detectors'][0] else 'detector'
            p2['detectors'][0][key] = ' or '.join('has(f%d)' % i for i in range(n))
        s.add('kb_json', json.dumps(p2))
    s.add('kb_json', '{"patterns":' + nested(2000, '[', ']') + '}')
    s.add('kb_json', nested(2000, '[', ']'))


def rounds(s):
    src = read(H200, 'softmax_3pass', 'softmax_3pass.source').decode()
    fused = read(H200, 'softmax_fused', 'softmax_fused.source').decode()
    r = {'operator': 'softmax', 'backend': 'cuda', 'initial': {'name': 'softmax_3pass.py', 'source': src[:4000]},
         'cases': [{'case': '4096x256', 'shape': [4096, 256], 'initial_ms': 0.010368, 'reference_ms': 0.00704}],
         'index': 1, 'hypothesis': 'Read each row once, as one block', 'level': 'L3', 'source': 'analyst',
         'state': 'done', 'outcome': 'accepted', 'findings': [], 'rewrite_kind': 'tile-2d',
         'kernel': {'name': 'softmax_fused.py', 'source': fused[:4000]},
         'validation': [{'case': '4096x256', 'correct': True, 'error': 8.65e-08, 'ms': 0.008, 'reference_ms': 0.007776}]}
    s.add('roundfile', json.dumps(r, indent=1))
    s.add('roundfile', json.dumps([r, dict(r, index=2, state='started', outcome=None)]))
    s.add('roundfile', json.dumps({'rounds': [dict(r, index=i) for i in range(1, 40)]}))
    s.add('roundfile', json.dumps(dict(r, initial={'name': 'a.py', 'path': '../../../../etc/passwd'})))
    s.add('roundfile', json.dumps(dict(r, kernel={'name': 'z.py', 'path': '/dev/zero'})))
    s.add('roundfile', '{"rounds":' + nested(3000, '[', ']') + '}')


def tasks(s):
    root = os.path.join(REPO, 'tasks', 'tritonbench-g')
    for op in sorted(os.listdir(root)):
        path = os.path.join(root, op, 'task.json')
        if not os.path.exists(path):
            continue
        cases = json.loads(read(path)).get('cases', [])
        s.add('tasks', json.dumps({'shapes': [{'args': c['args'], 'bytes': c['bytes'], 'flops': c['flops']} for c in cases]}))
        if cases:
            c = cases[0]
            s.add('tasks', json.dumps({'shapes': [{'args': c['args'], 'bytes': 1, 'flops': 1}]}))
    huge = {'args': [{'dtype': 'float16', 'shape': [2 ** 40, 2 ** 40]}], 'bytes': 1e-300, 'flops': 0}
    s.add('tasks', json.dumps({'shapes': [huge]}))
    s.add('tasks', json.dumps({'shapes': [{'args': [{'shape': [3]}], 'bytes': 1e308, 'flops': -1}] * 3}))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    s = Seeds(sys.argv[1])
    chrome(s)
    csv(s)
    msprof(s)
    trajectory(s)
    detectors(s)
    knowledge(s)
    rounds(s)
    tasks(s)
    for t in sorted(os.listdir(s.root)):
        files = os.listdir(os.path.join(s.root, t))
        print('%-24s %4d seeds, %8d bytes' % (t, len(files), sum(os.path.getsize(os.path.join(s.root, t, f)) for f in files)))


if __name__ == '__main__':
    main()
