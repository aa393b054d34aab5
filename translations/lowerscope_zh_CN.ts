<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>Charts</name>
        <message>
            <source>Kernel time breakdown</source>
            <translation>内核时间分布</translation>
        </message>
        <message>
            <source>total time</source>
            <translation>总时间</translation>
        </message>
        <message>
            <source>other (%1 kernels)</source>
            <translation>其他（%1 个内核）</translation>
        </message>
        <message>
            <source>Roofline: %1, memory %2 TB/s</source>
            <translation>屋顶线：%1，内存 %2 TB/s</translation>
        </message>
        <message>
            <source>FP32</source>
            <translation>FP32</translation>
        </message>
        <message>
            <source>Tensor FP16</source>
            <translation>张量 FP16</translation>
        </message>
        <message>
            <source>Tensor FP8</source>
            <translation>张量 FP8</translation>
        </message>
        <message>
            <source>Speedup per round</source>
            <translation>每轮加速比</translation>
        </message>
        <message>
            <source>round</source>
            <translation>轮次</translation>
        </message>
        <message>
            <source>speedup (×)</source>
            <translation>加速比（×）</translation>
        </message>
        <message>
            <source>speedup</source>
            <translation>加速比</translation>
        </message>
        <message>
            <source>Speedup over the PyTorch reference</source>
            <translation>相对 PyTorch 参考实现的加速比</translation>
        </message>
        <message>
            <source>total time (%1)</source>
            <translation>总时间（%1）</translation>
        </message>
        <message>
            <source>busy share of that core's time (%)</source>
            <translation>占该核时间的忙碌比例（%）</translation>
        </message>
        <message>
            <source>%1 · block %2 %3</source>
            <translation>%1 · 块 %2 %3</translation>
        </message>
        <message>
            <source>%1 · cube core</source>
            <translation>%1 · Cube 核</translation>
        </message>
        <message>
            <source>%1 · vector core</source>
            <translation>%1 · 向量核</translation>
        </message>
        <message>
            <source>Ascend pipe utilisation per core (%1 of %2, longest kernels first)</source>
            <translation>各核的 Ascend 流水线利用率（%2 个中的 %1 个，最长内核优先）</translation>
        </message>
        <message>
            <source>Ascend pipe utilisation per core</source>
            <translation>各核的 Ascend 流水线利用率</translation>
        </message>
        <message>
            <source>%1 is not on a roofline: the profile names no device with a known memory bandwidth and peak FLOP/s.</source>
            <translation>%1 不在屋顶线图上：该性能分析未指明已知内存带宽和峰值 FLOP/s 的设备。</translation>
        </message>
        <message>
            <source>%1 is not on the roofline: there is no bench.json with its FLOPs, bytes and time.</source>
            <translation>%1 不在屋顶线图上：没有包含其 FLOP、字节数和时间的 bench.json。</translation>
        </message>
        <message>
            <source>%1 is not on the roofline: bench.json has no case of it.</source>
            <translation>%1 不在屋顶线图上：bench.json 中没有它的用例。</translation>
        </message>
        <message>
            <source>%1 is not on the roofline: its benchmark cases count no FLOPs or no bytes (a kernel that only moves data has no arithmetic intensity).</source>
            <translation>%1 不在屋顶线图上：它的基准用例没有统计 FLOP 或字节数（只搬运数据的内核没有算术强度）。</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>warning</source>
            <translation>警告</translation>
        </message>
        <message>
            <source>User-interface language (de, es, ko, zh_CN, en).</source>
            <translation>界面语言（de、es、ko、zh_CN、en）。</translation>
        </message>
        <message>
            <source>CODE</source>
            <translation>代码</translation>
        </message>
        <message>
            <source>Workspace folder (rounds, operators).</source>
            <translation>工作区文件夹（轮次、算子）。</translation>
        </message>
        <message>
            <source>DIR</source>
            <translation>DIR</translation>
        </message>
        <message>
            <source>Knowledge-base file.</source>
            <translation>知识库文件。</translation>
        </message>
        <message>
            <source>FILE</source>
            <translation>文件</translation>
        </message>
        <message>
            <source>Print exactly one JSON document on stdout.</source>
            <translation>在标准输出上只打印一个 JSON 文档。</translation>
        </message>
        <message>
            <source>Render the main window to a PNG file and exit.</source>
            <translation>将主窗口渲染为 PNG 文件后退出。</translation>
        </message>
        <message>
            <source>Subcommands:</source>
            <translation>子命令：</translation>
        </message>
        <message>
            <source>Lowerscope diagnoses why a Triton kernel is slow: pattern triage, profiling, IR attribution along the lowering trajectory, compiler knowledge.</source>
            <translation>Lowerscope 诊断 Triton 内核为何缓慢：模式筛查、性能剖析、沿下降轨迹的 IR 归因、编译器知识。</translation>
        </message>
        <message>
            <source>What to do; see the list above.</source>
            <translation>要执行的操作；见上方列表。</translation>
        </message>
        <message>
            <source>Usage: lowerscope %1</source>
            <translation>用法：lowerscope %1</translation>
        </message>
        <message>
            <source>unknown subcommand '%1' (see lowerscope --help)</source>
            <translation>未知子命令“%1”（参见 lowerscope --help）</translation>
        </message>
        <message>
            <source>internal error: %1</source>
            <translation>内部错误：%1</translation>
        </message>
        <message>
            <source>internal error</source>
            <translation>内部错误</translation>
        </message>
        <message>
            <source>stages</source>
            <translation>阶段</translation>
        </message>
        <message>
            <source>known passes</source>
            <translation>已知 pass</translation>
        </message>
        <message>
            <source>%1 cores, %2 TB/s, ridge %3 FLOP/B (fp32), %4 FLOP/B (fp16 matrix)</source>
            <translation>%1 个核心，%2 TB/s，拐点 %3 FLOP/B（fp32），%4 FLOP/B（fp16 矩阵）</translation>
        </message>
        <message>
            <source>List the backend plugins, their lowering stages and hardware models.</source>
            <translation>列出后端插件及其下降阶段和硬件模型。</translation>
        </message>
        <message>
            <source>A kernel folder or file to open.</source>
            <translation>要打开的内核文件夹或文件。</translation>
        </message>
        <message>
            <source>%1: no such file or folder</source>
            <translation>%1：没有该文件或文件夹</translation>
        </message>
        <message>
            <source>background work still running; the screenshot shows it in progress</source>
            <translation>后台任务仍在运行；截图显示的是进行中的状态</translation>
        </message>
        <message>
            <source>%1: could not write the screenshot</source>
            <translation>%1：无法写入截图</translation>
        </message>
        <message>
            <source>%1: expected exactly one pattern, found %2</source>
            <translation>%1：应恰好包含一个模式，实际找到 %2 个</translation>
        </message>
        <message>
            <source>category</source>
            <translation>类别</translation>
        </message>
        <message>
            <source>backends</source>
            <translation>后端</translation>
        </message>
        <message>
            <source>severity</source>
            <translation>严重程度</translation>
        </message>
        <message>
            <source>untested</source>
            <translation>未测试</translation>
        </message>
        <message>
            <source>detector %1 (%2, %3, weight %4)</source>
            <translation>检测器 %1（%2，%3，权重 %4）</translation>
        </message>
        <message>
            <source>symptom</source>
            <translation>症状</translation>
        </message>
        <message>
            <source>recipe</source>
            <translation>改写方案</translation>
        </message>
        <message>
            <source>condition</source>
            <translation>条件</translation>
        </message>
        <message>
            <source>source</source>
            <translation>源码</translation>
        </message>
        <message>
            <source>tried %1, accepted %2</source>
            <translation>尝试 %1 次，采纳 %2 次</translation>
        </message>
        <message>
            <source>%1 patterns, %2 untested, %3 compiler-knowledge entries</source>
            <translation>%1 个模式，%2 个未经测试，%3 个编译器知识条目</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns add FILE</source>
            <translation>用法：lowerscope patterns add 文件</translation>
        </message>
        <message>
            <source>added from %1</source>
            <translation>从 %1 添加</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns edit ID FILE</source>
            <translation>用法：lowerscope patterns edit ID 文件</translation>
        </message>
        <message>
            <source>%1: the file holds pattern %2, not %3</source>
            <translation>%1：文件中的模式是 %2，而不是 %3</translation>
        </message>
        <message>
            <source>edited from %1</source>
            <translation>从 %1 编辑</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns remove ID</source>
            <translation>用法：lowerscope patterns remove ID</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns import FILE</source>
            <translation>用法：lowerscope patterns import 文件</translation>
        </message>
        <message>
            <source>imported %1 of %2 patterns</source>
            <translation>已导入 %1/%2 个模式</translation>
        </message>
        <message>
            <source>%1 added, %2 updated, %3 unchanged, %4 compiler-knowledge entries</source>
            <translation>新增 %1 个，更新 %2 个，未变 %3 个，编译器知识条目 %4 个</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns export [FILE]</source>
            <translation>用法：lowerscope patterns export [文件]</translation>
        </message>
        <message>
            <source>%1: cannot write: %2</source>
            <translation>%1：无法写入：%2</translation>
        </message>
        <message>
            <source>unknown patterns action '%1' (list, show, add, edit, remove, import, export)</source>
            <translation>未知的 patterns 操作 '%1'（list、show、add、edit、remove、import、export）</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns show ID</source>
            <translation>用法：lowerscope patterns show ID</translation>
        </message>
        <message>
            <source>%1: no pattern %2</source>
            <translation>%1：没有模式 %2</translation>
        </message>
        <message>
            <source>List, show, add, edit, remove, import or export the knowledge base's optimization patterns.</source>
            <translation>列出、显示、添加、编辑、删除、导入或导出知识库中的优化模式。</translation>
        </message>
        <message>
            <source>formats</source>
            <translation>格式</translation>
        </message>
        <message>
            <source>device</source>
            <translation>设备</translation>
        </message>
        <message>
            <source>cores</source>
            <translation>核</translation>
        </message>
        <message>
            <source>events</source>
            <translation>事件</translation>
        </message>
        <message>
            <source>tracks</source>
            <translation>轨道</translation>
        </message>
        <message>
            <source>flows</source>
            <translation>流</translation>
        </message>
        <message>
            <source>%1 launches, %2 µs total, %3 µs mean</source>
            <translation>%1 次启动，共 %2 µs，平均 %3 µs</translation>
        </message>
        <message>
            <source>estimated speedup %1%</source>
            <translation>预计加速 %1%</translation>
        </message>
        <message>
            <source>profile needs exactly one PATH</source>
            <translation>profile 需要且仅需要一个 PATH</translation>
        </message>
        <message>
            <source>no profile data recognised</source>
            <translation>未识别到性能分析数据</translation>
        </message>
        <message>
            <source>Read a profile file or folder (torch.profiler, Nsight Compute, msprof, npu-compute) and derive its L2 signals.</source>
            <translation>读取性能分析文件或文件夹（torch.profiler、Nsight Compute、msprof、npu-compute）并推导其 L2 信号。</translation>
        </message>
        <message>
            <source>Summarise the workspace's rounds: speedups per operator and their distribution.</source>
            <translation>汇总工作区的轮次：每个算子的加速比及其分布。</translation>
        </message>
        <message>
            <source>Record, resume and list optimization rounds; distil pattern proposals from accepted rounds.</source>
            <translation>记录、恢复并列出优化轮次；从已接受的轮次中提炼模式提案。</translation>
        </message>
        <message>
            <source>A curator's note for approve or reject.</source>
            <translation>审核人对 approve 或 reject 的备注。</translation>
        </message>
        <message>
            <source>TEXT</source>
            <translation>文本</translation>
        </message>
        <message>
            <source>Show how a kernel's IR changed stage by stage and pass by pass, linked to its source lines.</source>
            <translation>按阶段、按 pass 显示内核 IR 的变化，并关联到源代码行。</translation>
        </message>
        <message>
            <source>Only the kernel (Triton function) of this name.</source>
            <translation>只处理此名称的内核（Triton 函数）。</translation>
        </message>
        <message>
            <source>NAME</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>binary data inside a pass dump; reading stopped here</source>
            <translation>pass 转储中含有二进制数据；在此处停止读取</translation>
        </message>
        <message>
            <source>pass header without a (pass-argument)</source>
            <translation>pass 标题缺少 (pass 参数)</translation>
        </message>
        <message>
            <source>pass dump ends inside the IR of pass %1 (%2): truncated</source>
            <translation>pass 转储在 pass %1 (%2) 的 IR 中途结束：已截断</translation>
        </message>
        <message>
            <source>levels</source>
            <translation>层级</translation>
        </message>
        <message>
            <source>bottleneck</source>
            <translation>瓶颈</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>停止于</translation>
        </message>
        <message>
            <source>why</source>
            <translation>原因</translation>
        </message>
        <message>
            <source>a rewrite must</source>
            <translation>重写须满足</translation>
        </message>
        <message>
            <source>diagnose needs exactly one PATH (a kernel folder or file)</source>
            <translation>diagnose 需要且只需要一个路径（内核文件夹或文件）</translation>
        </message>
        <message>
            <source>Diagnose a kernel folder: pattern triage (L1), profile (L2), IR attribution (L3), compiler knowledge (L4).</source>
            <translation>诊断内核文件夹：模式筛查（L1）、性能剖析（L2）、IR 归因（L3）、编译器知识（L4）。</translation>
        </message>
        <message>
            <source>Only the kernel with this Triton function name.</source>
            <translation>只处理具有此 Triton 函数名的内核。</translation>
        </message>
        <message>
            <source>A Triton source checkout, to locate the code that emits a remark.</source>
            <translation>Triton 源码检出目录，用于定位发出提示的代码。</translation>
        </message>
        <message>
            <source>The backend whose hardware model estimates case times (default: cuda).</source>
            <translation>用其硬件模型估算用例时间的后端（默认：cuda）。</translation>
        </message>
        <message>
            <source>ID</source>
            <translation>ID</translation>
        </message>
        <message>
            <source>The backend's device model (default: its first).</source>
            <translation>后端的设备模型（默认：第一个）。</translation>
        </message>
        <message>
            <source>usage: lowerscope tasks check DIR [--json]</source>
            <translation>用法：lowerscope tasks check DIR [--json]</translation>
        </message>
        <message>
            <source>%1: cannot check the task: %2</source>
            <translation>%1：无法检查任务：%2</translation>
        </message>
        <message>
            <source>%1: valid task '%2'</source>
            <translation>%1：有效任务“%2”</translation>
        </message>
        <message>
            <source>unknown backend '%1' (known: %2)</source>
            <translation>未知后端“%1”（已知：%2）</translation>
        </message>
        <message>
            <source>backend '%1' has no hardware model</source>
            <translation>后端“%1”没有硬件模型</translation>
        </message>
        <message>
            <source>backend '%1' has no device '%2'</source>
            <translation>后端“%1”没有设备“%2”</translation>
        </message>
        <message>
            <source>usage: lowerscope tasks import-tritonbench FILE [PERF_FILE] --out DIR [--backend ID] [--device ID] [--json]</source>
            <translation>用法：lowerscope tasks import-tritonbench FILE [PERF_FILE] --out DIR [--backend ID] [--device ID] [--json]</translation>
        </message>
        <message>
            <source>%1: cannot create the folder</source>
            <translation>%1：无法创建文件夹</translation>
        </message>
        <message>
            <source>refused: %1</source>
            <translation>已拒绝：%1</translation>
        </message>
        <message>
            <source>imported %1 into %2 (%3 cases, estimated on %4)</source>
            <translation>已将 %1 导入 %2（%3 个用例，按 %4 估算）</translation>
        </message>
        <message>
            <source>%1: imported, but cannot check the task: %2</source>
            <translation>%1：已导入，但无法检查任务：%2</translation>
        </message>
        <message>
            <source>detector</source>
            <translation>检测器</translation>
        </message>
        <message>
            <source>from rounds</source>
            <translation>来自轮次</translation>
        </message>
        <message>
            <source>%1 proposals, %2 new; they wait for a curator (lowerscope rounds approve|reject ID).</source>
            <translation>%1 个提案，%2 个新提案；等待审核者处理（lowerscope rounds approve|reject ID）。</translation>
        </message>
        <message>
            <source>'%1' is not a proposal id</source>
            <translation>“%1”不是提案编号</translation>
        </message>
        <message>
            <source>%1: no pattern proposal %2</source>
            <translation>%1：没有模式提案 %2</translation>
        </message>
        <message>
            <source>usage: lowerscope rounds %1 ID [--note TEXT]</source>
            <translation>用法：lowerscope rounds %1 ID [--note 文本]</translation>
        </message>
        <message>
            <source>%1: no operator %2 in this workspace</source>
            <translation>%1：此工作区中没有算子 %2</translation>
        </message>
        <message>
            <source>state</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>vs reference</source>
            <translation>相对参考</translation>
        </message>
        <message>
            <source>correct</source>
            <translation>正确</translation>
        </message>
        <message>
            <source>incorrect</source>
            <translation>错误</translation>
        </message>
        <message>
            <source>usage: lowerscope rounds show OPERATOR [INDEX]</source>
            <translation>用法：lowerscope rounds show OPERATOR [INDEX]</translation>
        </message>
        <message>
            <source>%1: %2 has no round %3</source>
            <translation>%1：%2 没有第 %3 轮</translation>
        </message>
        <message>
            <source>usage: lowerscope rounds resume FILE</source>
            <translation>用法：lowerscope rounds resume FILE</translation>
        </message>
        <message>
            <source>usage: lowerscope rounds record FILE</source>
            <translation>用法：lowerscope rounds record FILE</translation>
        </message>
        <message>
            <source>%1: no usable round in this file</source>
            <translation>%1：此文件中没有可用的轮次</translation>
        </message>
        <message>
            <source>%1: nothing was recorded (%2 rounds refused)</source>
            <translation>%1：未记录任何内容（%2 个轮次被拒绝）</translation>
        </message>
        <message>
            <source>No unfinished rounds.</source>
            <translation>没有未完成的轮次。</translation>
        </message>
        <message>
            <source>validated %1 of %2 cases; continue with: lowerscope rounds resume FILE</source>
            <translation>已验证 %2 个用例中的 %1 个；继续：lowerscope rounds resume FILE</translation>
        </message>
        <message>
            <source>unknown rounds action '%1' (list, show, record, resume, synthesize, proposals, approve, reject)</source>
            <translation>未知的 rounds 操作“%1”（list、show、record、resume、synthesize、proposals、approve、reject）</translation>
        </message>
        <message numerus="yes">
            <source>%n line(s)</source>
            <translation>
                <numerusform>%n 行</numerusform>
            </translation>
        </message>
        <message>
            <source>passes: %1, changed the IR: %2</source>
            <translation>pass：%1，改变了 IR 的：%2</translation>
        </message>
        <message>
            <source>remarks</source>
            <translation>备注</translation>
        </message>
        <message>
            <source>pass %1 %2</source>
            <translation>pass %1 %2</translation>
        </message>
        <message>
            <source>trajectory needs a PATH (see lowerscope help trajectory)</source>
            <translation>trajectory 需要一个 PATH（参见 lowerscope help trajectory）</translation>
        </message>
        <message>
            <source>%1: no Triton IR, pass dump or TritonParse trace found</source>
            <translation>%1：未找到 Triton IR、pass 转储或 TritonParse 跟踪</translation>
        </message>
        <message>
            <source>%1: no kernel named %2</source>
            <translation>%1：没有名为 %2 的内核</translation>
        </message>
        <message>
            <source>No LLM profiles. Add one with: lowerscope llm add NAME --protocol openai --endpoint URL --model MODEL</source>
            <translation>没有 LLM 配置。添加方法：lowerscope llm add NAME --protocol openai --endpoint URL --model MODEL</translation>
        </message>
        <message>
            <source>no key</source>
            <translation>无密钥</translation>
        </message>
        <message>
            <source>key: $%1%2</source>
            <translation>密钥：$%1%2</translation>
        </message>
        <message>
            <source> or keychain</source>
            <translation> 或钥匙串</translation>
        </message>
        <message>
            <source>llm add needs a profile name</source>
            <translation>llm add 需要配置名称</translation>
        </message>
        <message>
            <source>saved LLM profile %1 in %2</source>
            <translation>已将 LLM 配置 %1 保存到 %2</translation>
        </message>
        <message>
            <source>name an LLM profile (lowerscope llm list)</source>
            <translation>请指定 LLM 配置（lowerscope llm list）</translation>
        </message>
        <message>
            <source>no LLM profile %1 (lowerscope llm list)</source>
            <translation>没有 LLM 配置 %1（lowerscope llm list）</translation>
        </message>
        <message>
            <source>cannot read standard input</source>
            <translation>无法读取标准输入</translation>
        </message>
        <message>
            <source>API key for %1 (read from standard input; stored only in the system keychain):</source>
            <translation>%1 的 API 密钥（从标准输入读取；只保存在系统钥匙串中）：</translation>
        </message>
        <message>
            <source>no key given</source>
            <translation>未提供密钥</translation>
        </message>
        <message>
            <source>stored in the system keychain</source>
            <translation>已保存到系统钥匙串</translation>
        </message>
        <message>
            <source>retrying (attempt %1) in %2 s: %3</source>
            <translation>%2 秒后重试（第 %1 次）：%3</translation>
        </message>
        <message>
            <source>%1 input and %2 output tokens, %3 attempt(s), %4 s%5</source>
            <translation>输入 %1 个、输出 %2 个 token，尝试 %3 次，%4 秒%5</translation>
        </message>
        <message>
            <source>give --task DIR and --diagnosis FILE (the output of diagnose --json)</source>
            <translation>请给出 --task DIR 和 --diagnosis FILE（diagnose --json 的输出）</translation>
        </message>
        <message>
            <source>%1: not JSON at offset %2: %3</source>
            <translation>%1：偏移 %2 处不是 JSON：%3</translation>
        </message>
        <message>
            <source>%1: cannot write the candidate (%2)</source>
            <translation>%1：无法写入候选内核（%2）</translation>
        </message>
        <message>
            <source>candidate (%1) written to %2</source>
            <translation>候选内核（%1）已写入 %2</translation>
        </message>
        <message>
            <source>no LLM profile %1</source>
            <translation>没有 LLM 配置 %1</translation>
        </message>
        <message>
            <source>unknown llm action '%1' (list, add, remove, key, ask, prompt, propose)</source>
            <translation>未知的 llm 操作“%1”（list、add、remove、key、ask、prompt、propose）</translation>
        </message>
        <message>
            <source>LLM profiles and keys, and rewrites proposed by a model from a diagnosis.</source>
            <translation>LLM 配置与密钥，以及模型根据诊断提出的改写。</translation>
        </message>
        <message>
            <source>openai (chat completions: OpenAI, vLLM, Ollama, llama.cpp) or anthropic (Messages).</source>
            <translation>openai（聊天补全：OpenAI、vLLM、Ollama、llama.cpp）或 anthropic（Messages）。</translation>
        </message>
        <message>
            <source>The API's base URL, e.g. http://localhost:8000/v1.</source>
            <translation>API 的基础 URL，例如 http://localhost:8000/v1。</translation>
        </message>
        <message>
            <source>URL</source>
            <translation>URL</translation>
        </message>
        <message>
            <source>The model name the server knows.</source>
            <translation>服务器所知的模型名称。</translation>
        </message>
        <message>
            <source>The environment variable holding the API key.</source>
            <translation>存放 API 密钥的环境变量。</translation>
        </message>
        <message>
            <source>VAR</source>
            <translation>VAR</translation>
        </message>
        <message>
            <source>Read the key from the system keychain when the variable is unset.</source>
            <translation>变量未设置时从系统钥匙串读取密钥。</translation>
        </message>
        <message>
            <source>The server takes no key (a local server).</source>
            <translation>服务器不需要密钥（本地服务器）。</translation>
        </message>
        <message>
            <source>The answer's token limit.</source>
            <translation>回答的 token 上限。</translation>
        </message>
        <message>
            <source>N</source>
            <translation>N</translation>
        </message>
        <message>
            <source>Seconds without data before a request is retried.</source>
            <translation>无数据多少秒后重试请求。</translation>
        </message>
        <message>
            <source>S</source>
            <translation>S</translation>
        </message>
        <message>
            <source>Retries after the first attempt.</source>
            <translation>首次尝试后的重试次数。</translation>
        </message>
        <message>
            <source>At most this many requests per minute.</source>
            <translation>每分钟最多的请求数。</translation>
        </message>
        <message>
            <source>USD per million input tokens.</source>
            <translation>每百万输入 token 的美元价格。</translation>
        </message>
        <message>
            <source>USD</source>
            <translation>USD</translation>
        </message>
        <message>
            <source>USD per million output tokens.</source>
            <translation>每百万输出 token 的美元价格。</translation>
        </message>
        <message>
            <source>A system prompt for ask.</source>
            <translation>ask 使用的系统提示词。</translation>
        </message>
        <message>
            <source>An operator task folder.</source>
            <translation>算子任务文件夹。</translation>
        </message>
        <message>
            <source>The kernel's diagnose --json output.</source>
            <translation>内核的 diagnose --json 输出。</translation>
        </message>
        <message>
            <source>A folder with your own rewrite.system.md and rewrite.user.md.</source>
            <translation>包含自定义 rewrite.system.md 和 rewrite.user.md 的文件夹。</translation>
        </message>
        <message>
            <source>Where propose writes the candidate kernel.</source>
            <translation>propose 写入候选内核的位置。</translation>
        </message>
        <message>
            <source>usage: lowerscope bundle export TASK... [--candidate FILE]... --out BUNDLE.tar.gz</source>
            <translation>用法：lowerscope bundle export 任务... [--candidate 文件]... --out 任务包.tar.gz</translation>
        </message>
        <message>
            <source>wrote %1 (batch %2, %3 requests). Where the hardware is: unpack it, run `python3 run.py`, then bring back results.tar.gz and run `lowerscope bundle import results.tar.gz`.</source>
            <translation>已写入 %1（批次 %2，%3 个请求）。在硬件所在处：解压后运行 `python3 run.py`，再把 results.tar.gz 带回来并运行 `lowerscope bundle import results.tar.gz`。</translation>
        </message>
        <message>
            <source>usage: lowerscope bundle import RESULTS.tar.gz [--json]</source>
            <translation>用法：lowerscope bundle import 结果.tar.gz [--json]</translation>
        </message>
        <message>
            <source>batch %1: %2 results, %3 newly recorded in %4</source>
            <translation>批次 %1：%2 个结果，%3 个新记录到 %4</translation>
        </message>
        <message>
            <source>usage: lowerscope bundle export TASK... --out BUNDLE.tar.gz | bundle import RESULTS.tar.gz</source>
            <translation>用法：lowerscope bundle export 任务... --out 任务包.tar.gz | bundle import 结果.tar.gz</translation>
        </message>
        <message>
            <source>Offline runs: export a job bundle to run where the hardware is, import its results into the workspace.</source>
            <translation>离线运行：导出一个任务包到硬件所在处运行，再把结果导入工作区。</translation>
        </message>
        <message>
            <source>The bundle archive to write.</source>
            <translation>要写入的任务包归档。</translation>
        </message>
        <message>
            <source>profile %1 is offline: export a bundle with lowerscope bundle export and import its results with lowerscope bundle import</source>
            <translation>配置 %1 是离线的：用 lowerscope bundle export 导出任务包，再用 lowerscope bundle import 导入其结果</translation>
        </message>
        <message numerus="yes">
            <source>batch %1: %n request(s) on runner '%2'</source>
            <translation>
                <numerusform>批次 %1：运行器“%2”上的 %n 个请求</numerusform>
            </translation>
        </message>
        <message>
            <source>batch %1: %2 of %3 requests ran to a verdict; recorded in %4</source>
            <translation>批次 %1：%3 个请求中有 %2 个得出判定；已记录到 %4</translation>
        </message>
        <message>
            <source>Validate candidate kernels with the harness on a runner and record the results in the workspace.</source>
            <translation>在运行器上用测试框架验证候选内核，并把结果记录到工作区。</translation>
        </message>
        <message>
            <source>usage: lowerscope runners add NAME --kind local|ssh|slurm|offline [options]</source>
            <translation>用法：lowerscope runners add 名称 --kind local|ssh|slurm|offline [选项]</translation>
        </message>
        <message>
            <source>--timeout, --parallel, --port and --poll take non-negative whole numbers</source>
            <translation>--timeout、--parallel、--port 和 --poll 需要非负整数</translation>
        </message>
        <message>
            <source>saved runner profile %1 in %2</source>
            <translation>已将运行器配置 %1 保存到 %2</translation>
        </message>
        <message>
            <source>usage: lowerscope runners test NAME</source>
            <translation>用法：lowerscope runners test 名称</translation>
        </message>
        <message>
            <source>no runner profile '%1'</source>
            <translation>没有运行器配置“%1”</translation>
        </message>
        <message>
            <source>usage: lowerscope runners remove NAME</source>
            <translation>用法：lowerscope runners remove 名称</translation>
        </message>
        <message>
            <source>removed runner profile %1</source>
            <translation>已删除运行器配置 %1</translation>
        </message>
        <message>
            <source>unknown runners action '%1' (list, show, add, remove, test)</source>
            <translation>未知的 runners 操作“%1”（list、show、add、remove、test）</translation>
        </message>
        <message>
            <source>Manage the runner profiles: where and how candidates run (this machine, ssh, Slurm, offline bundles).</source>
            <translation>管理运行器配置：候选在哪里、如何运行（本机、ssh、Slurm、离线任务包）。</translation>
        </message>
        <message>
            <source>VALUE</source>
            <translation>值</translation>
        </message>
        <message>
            <source>Runner kind: local, ssh, slurm or offline.</source>
            <translation>运行器类型：local、ssh、slurm 或 offline。</translation>
        </message>
        <message>
            <source>ssh destination (user@host or a Host of ~/.ssh/config).</source>
            <translation>ssh 目标（user@host 或 ~/.ssh/config 中的 Host）。</translation>
        </message>
        <message>
            <source>ssh port.</source>
            <translation>ssh 端口。</translation>
        </message>
        <message>
            <source>Staging folder on the ssh host.</source>
            <translation>ssh 主机上的暂存文件夹。</translation>
        </message>
        <message>
            <source>Extra ssh -o option (repeatable).</source>
            <translation>额外的 ssh -o 选项（可重复）。</translation>
        </message>
        <message>
            <source>Slurm partition.</source>
            <translation>Slurm 分区。</translation>
        </message>
        <message>
            <source>Slurm generic resources, e.g. gpu:1.</source>
            <translation>Slurm 通用资源，例如 gpu:1。</translation>
        </message>
        <message>
            <source>Slurm time limit (sbatch --time).</source>
            <translation>Slurm 时间限制（sbatch --time）。</translation>
        </message>
        <message>
            <source>Slurm account.</source>
            <translation>Slurm 账户。</translation>
        </message>
        <message>
            <source>Extra sbatch argument (repeatable).</source>
            <translation>额外的 sbatch 参数（可重复）。</translation>
        </message>
        <message>
            <source>A folder the Slurm compute nodes share with this machine.</source>
            <translation>Slurm 计算节点与本机共享的文件夹。</translation>
        </message>
        <message>
            <source>Requests run at once (local, ssh, offline).</source>
            <translation>同时运行的请求数（local、ssh、offline）。</translation>
        </message>
        <message>
            <source>Python interpreter where the requests run.</source>
            <translation>请求运行处的 Python 解释器。</translation>
        </message>
        <message>
            <source>Seconds between Slurm polls.</source>
            <translation>两次 Slurm 轮询之间的秒数。</translation>
        </message>
        <message>
            <source>Runner profile (see lowerscope runners list; default: local).</source>
            <translation>运行器配置（见 lowerscope runners list；默认：local）。</translation>
        </message>
        <message>
            <source>Candidate kernel file (repeatable); default: the task's own kernel.</source>
            <translation>候选内核文件（可重复）；默认：任务自己的内核。</translation>
        </message>
        <message>
            <source>Where the candidates' code came from: user, recipe or llm (default: user).</source>
            <translation>候选代码的来源：user、recipe 或 llm（默认：user）。</translation>
        </message>
        <message>
            <source>ORIGIN</source>
            <translation>来源</translation>
        </message>
        <message>
            <source>Also capture the candidate's compiler stages and pass dumps.</source>
            <translation>同时采集候选的编译器阶段和 pass 转储。</translation>
        </message>
        <message>
            <source>With --evidence: also Nsight Compute exports.</source>
            <translation>配合 --evidence：同时导出 Nsight Compute 数据。</translation>
        </message>
        <message>
            <source>Check correctness only, without timing.</source>
            <translation>只检查正确性，不计时。</translation>
        </message>
        <message>
            <source>Seconds one request may take (default: the profile's).</source>
            <translation>单个请求可用的秒数（默认：配置中的值）。</translation>
        </message>
        <message>
            <source>SECONDS</source>
            <translation>秒数</translation>
        </message>
        <message>
            <source>Run code from a recipe or an LLM without asking (batch runs).</source>
            <translation>不询问直接运行来自配方或 LLM 的代码（批量运行）。</translation>
        </message>
        <message>
            <source>no runner profile '%1' (see lowerscope runners list)</source>
            <translation>没有运行器配置“%1”（见 lowerscope runners list）</translation>
        </message>
        <message>
            <source>name at least one task folder</source>
            <translation>请至少指定一个任务文件夹</translation>
        </message>
        <message>
            <source>--origin must be user, recipe or llm, not '%1'</source>
            <translation>--origin 必须是 user、recipe 或 llm，而不是“%1”</translation>
        </message>
        <message>
            <source>--timeout must be a positive number of seconds</source>
            <translation>--timeout 必须是正的秒数</translation>
        </message>
        <message>
            <source>give one task with any number of --candidate, or as many --candidate as tasks</source>
            <translation>给出一个任务及任意数量的 --candidate，或与任务数量相同的 --candidate</translation>
        </message>
        <message numerus="yes">
            <source>%n candidate(s) did not come from you (origin recipe or llm); no terminal to ask on: pass --yes to run them</source>
            <translation>
                <numerusform>%n 个候选不是来自您（来源为 recipe 或 llm）；没有可询问的终端：传入 --yes 以运行它们</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: code from %2 (%3), against the task's kernel:</source>
            <translation>%1：来自 %2 的代码（%3），相对于任务内核：</translation>
        </message>
        <message>
            <source>(identical to the task's kernel)</source>
            <translation>（与任务内核相同）</translation>
        </message>
        <message>
            <source>Run this code on runner '%1'? [y/N] </source>
            <translation>在运行器“%1”上运行此代码？[y/N] </translation>
        </message>
        <message>
            <source>not run: no consent</source>
            <translation>未运行：未获同意</translation>
        </message>
        <message numerus="yes">
            <source>Run these %n candidate(s)? [y/N] </source>
            <translation>
                <numerusform>运行这 %n 个候选吗？[y/N] </numerusform>
            </translation>
        </message>
        <message>
            <source>no runner profile named '%1' (lowerscope runners list)</source>
            <translation>没有名为 '%1' 的运行器配置（lowerscope runners list）</translation>
        </message>
        <message>
            <source>--rounds: expected a whole number from 1</source>
            <translation>--rounds：应为不小于 1 的整数</translation>
        </message>
        <message>
            <source>--candidates: expected a whole number from 1</source>
            <translation>--candidates：应为不小于 1 的整数</translation>
        </message>
        <message numerus="yes">
            <source>lowerscope: optimize: step %1: %n request(s) on %2</source>
            <translation>
                <numerusform>lowerscope: optimize：第 %1 步：在 %2 上 %n 个请求</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: the workspace already has %n round(s) of %2; continue them with --resume</source>
            <translation>
                <numerusform>%1：工作区已有 %2 的 %n 轮；请用 --resume 继续</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: %2 has no accepted initial kernel in the baseline log</source>
            <translation>%1：基线日志中没有 %2 的已接受初始内核</translation>
        </message>
        <message>
            <source>Optimize operator tasks with the embedded loop: diagnose, pick a rewrite from the patterns, validate, record.</source>
            <translation>用内置循环优化算子任务：诊断、从模式中选择改写、验证、记录。</translation>
        </message>
        <message>
            <source>Rounds per operator in all, counting earlier sessions (default 4).</source>
            <translation>每个算子的总轮数，包括之前的会话（默认 4）。</translation>
        </message>
        <message>
            <source>Rounds per operator in one runner call (default 1).</source>
            <translation>一次运行器调用中每个算子的轮数（默认 1）。</translation>
        </message>
        <message>
            <source>K</source>
            <translation>K</translation>
        </message>
        <message>
            <source>The runner profile that validates candidates (default: this machine).</source>
            <translation>验证候选的运行器配置（默认：本机）。</translation>
        </message>
        <message>
            <source>PROFILE</source>
            <translation>配置</translation>
        </message>
        <message>
            <source>Continue the rounds the workspace holds for these tasks.</source>
            <translation>继续工作区中这些任务的轮次。</translation>
        </message>
        <message>
            <source>A harness self-test log whose initial-kernel times (same hashes) are the baseline.</source>
            <translation>一个 harness 自检日志，其初始内核时间（相同哈希）作为基线。</translation>
        </message>
        <message>
            <source>LOG</source>
            <translation>日志</translation>
        </message>
        <message>
            <source>Open the teaching demo (Help &gt; Open demo): real H200 kernels and their recorded rounds.</source>
            <translation>打开教学演示（帮助 &gt; 打开演示）：真实的 H200 内核及其记录的轮次。</translation>
        </message>
        <message numerus="yes">
            <source>lowerscope: optimize: wrote %1 (%n request(s)). Where the hardware is: unpack it and run `python3 run.py` (with --parallel N --gpus 0,1,... on N GPUs), bring back results.tar.gz, then continue with `lowerscope optimize TASK... --runner %2 --results results.tar.gz`.</source>
            <translation>
                <numerusform>lowerscope: optimize: 已写出 %1（%n 个请求）。在有硬件的地方：解包并运行 `python3 run.py`（N 个 GPU 时加 --parallel N --gpus 0,1,...），带回 results.tar.gz，然后用 `lowerscope optimize TASK... --runner %2 --results results.tar.gz` 继续。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>lowerscope: optimize: %1: batch %2, %n result(s); %3 unfinished round(s) or evidence request(s) finished</source>
            <translation>
                <numerusform>lowerscope: optimize: %1：批次 %2，%n 个结果；完成了 %3 个未完成的轮次或证据请求</numerusform>
            </translation>
        </message>
        <message>
            <source>Import an offline step's results archive first, finish its rounds, then continue (implies --resume).</source>
            <translation>先导入离线步骤的结果归档，完成其轮次，然后继续（隐含 --resume）。</translation>
        </message>
        <message>
            <source>ARCHIVE</source>
            <translation>ARCHIVE</translation>
        </message>
        <message>
            <source>With an offline runner profile: where to write the step's bundle.</source>
            <translation>使用离线运行器配置时：本步包的写出位置。</translation>
        </message>
        <message>
            <source>%1 has an acquisition that has not run (%2): validate it first (lowerscope agent validate)</source>
            <translation>%1 有一项尚未运行的证据获取（%2）：请先验证（lowerscope agent validate）</translation>
        </message>
        <message>
            <source>%1: no agent session in this workspace; start one with `lowerscope agent start TASK...`</source>
            <translation>%1：此工作区中没有代理会话；请用 `lowerscope agent start TASK...` 开始一个</translation>
        </message>
        <message>
            <source>usage: lowerscope agent start TASK... [--baseline LOG]</source>
            <translation>用法：lowerscope agent start TASK... [--baseline LOG]</translation>
        </message>
        <message>
            <source>%1: %2 round(s), best %3x; next: lowerscope agent diagnose %1</source>
            <translation>%1：%2 轮，最佳 %3x；下一步：lowerscope agent diagnose %1</translation>
        </message>
        <message>
            <source>usage: lowerscope agent diagnose OPERATOR [--json]</source>
            <translation>用法：lowerscope agent diagnose OPERATOR [--json]</translation>
        </message>
        <message>
            <source>escalation: %1</source>
            <translation>升级：%1</translation>
        </message>
        <message>
            <source>usage: lowerscope agent propose OPERATOR FILE [--hypothesis TEXT] [--json]</source>
            <translation>用法：lowerscope agent propose OPERATOR FILE [--hypothesis TEXT] [--json]</translation>
        </message>
        <message>
            <source>round %1 of %2 is %3: validate it first (lowerscope agent validate)</source>
            <translation>%2 的第 %1 轮处于 %3 状态：请先验证它（lowerscope agent validate）</translation>
        </message>
        <message>
            <source>%1: no round was recorded</source>
            <translation>%1：没有记录任何轮次</translation>
        </message>
        <message>
            <source>nothing to validate: every round is done</source>
            <translation>无需验证：所有轮次均已完成</translation>
        </message>
        <message>
            <source>runner %1 is offline: give --out BUNDLE.tar.gz</source>
            <translation>运行器 %1 是离线的：请给出 --out BUNDLE.tar.gz</translation>
        </message>
        <message>
            <source>wrote %1; run `python3 run.py` in it where the hardware is, then `lowerscope bundle import results.tar.gz` and `lowerscope agent record`</source>
            <translation>已写入 %1；在有硬件的机器上于其中运行 `python3 run.py`，然后运行 `lowerscope bundle import results.tar.gz` 和 `lowerscope agent record`</translation>
        </message>
        <message numerus="yes">
            <source>%n request(s) have no result in the workspace yet (lowerscope bundle import RESULTS)</source>
            <translation>
                <numerusform>%n 个请求在工作区中还没有结果（lowerscope bundle import RESULTS）</numerusform>
            </translation>
        </message>
        <message>
            <source>usage: lowerscope agent start|diagnose|propose|validate|record ... (docs/agent.md)</source>
            <translation>用法：lowerscope agent start|diagnose|propose|validate|record ...（docs/agent.md）</translation>
        </message>
        <message>
            <source>The optimization loop one step at a time, for a coding agent that writes the rewrites (docs/agent.md).</source>
            <translation>逐步执行优化循环，供自己编写重写的编码代理使用（docs/agent.md）。</translation>
        </message>
        <message>
            <source>What the rewrite is meant to fix (default: the file's first lines of prose).</source>
            <translation>重写要解决的问题（默认：文件开头的说明文字）。</translation>
        </message>
        <message>
            <source>Where an offline runner's bundle is written.</source>
            <translation>离线运行器的任务包写入的位置。</translation>
        </message>
        <message>
            <source>Run candidates written by recipes or a model without asking.</source>
            <translation>不经询问运行由配方或模型编写的候选内核。</translation>
        </message>
        <message numerus="yes">
            <source>optimize: %n candidate(s) written by recipes or a model would run; pass --yes to allow it without a terminal (the rounds stay started: --resume)</source>
            <translation>
                <numerusform>optimize：将运行 %n 个由配方或模型编写的候选内核；在没有终端时传入 --yes 以允许（轮次保持已开始状态：--resume）</numerusform>
            </translation>
        </message>
        <message>
            <source>optimize: no consent to run generated code; nothing ran (the rounds stay started: --resume)</source>
            <translation>optimize：未同意运行生成的代码；没有运行任何内容（轮次保持已开始状态：--resume）</translation>
        </message>
        <message>
            <source>usage: lowerscope optimize TASK... [--rounds N] [--runner PROFILE] [--llm PROFILE] [--resume] [--results ARCHIVE] [--yes]</source>
            <translation>用法：lowerscope optimize TASK... [--rounds N] [--runner PROFILE] [--llm PROFILE] [--resume] [--results ARCHIVE] [--yes]</translation>
        </message>
        <message>
            <source>An LLM profile that proposes each step's first rewrite (lowerscope llm list).</source>
            <translation>为每一步提出第一个重写的 LLM 配置（lowerscope llm list）。</translation>
        </message>
        <message>
            <source>The view to show first (and in --screenshot): diagnosis, trajectory, source, timeline, charts, curator, rounds, optimize.</source>
            <translation>首先显示的视图（--screenshot 时也是）：diagnosis、trajectory、source、timeline、charts、curator、rounds、optimize。</translation>
        </message>
        <message>
            <source>reason</source>
            <translation>原因</translation>
        </message>
        <message>
            <source>line %1</source>
            <translation>第 %1 行</translation>
        </message>
        <message>
            <source>written by a coding agent: %1</source>
            <translation>由编程智能体编写：%1</translation>
        </message>
        <message>
            <source>model %1 (profile %2): %3 input and %4 output tokens, $%5</source>
            <translation>模型 %1（配置 %2）：输入 %3 个令牌，输出 %4 个令牌，$%5</translation>
        </message>
        <message>
            <source>answer read as: %1</source>
            <translation>答复解读为：%1</translation>
        </message>
        <message>
            <source>it also changed text outside the editable region, which is not applied</source>
            <translation>它还修改了可编辑区域之外的文本，这部分不会被应用</translation>
        </message>
        <message>
            <source>answer not used</source>
            <translation>未使用该答复</translation>
        </message>
        <message>
            <source>the prompt and the answer: lowerscope rounds show %1 %2 (or --json: llm.prompt, llm.response.text)</source>
            <translation>提示词与答复：lowerscope rounds show %1 %2（或 --json：llm.prompt、llm.response.text）</translation>
        </message>
        <message>
            <source>prompt: system</source>
            <translation>提示词：系统</translation>
        </message>
        <message>
            <source>prompt: user</source>
            <translation>提示词：用户</translation>
        </message>
        <message>
            <source>answer</source>
            <translation>答复</translation>
        </message>
        <message>
            <source>--key-env: %1</source>
            <translation>--key-env：%1</translation>
        </message>
        <message>
            <source>%1: no arm workspace (%2) in it</source>
            <translation>%1：其中没有实验组工作区（%2）</translation>
        </message>
        <message>
            <source>--arms: %1 is not an arm (surface, progressive, deep)</source>
            <translation>--arms：%1 不是实验组（surface、progressive、deep）</translation>
        </message>
        <message>
            <source>usage: lowerscope ablate TASK... --out DIR [--arms surface,progressive,deep] [--rounds N] [--runner PROFILE] [--llm PROFILE] [--yes] | ablate --report DIR</source>
            <translation>用法：lowerscope ablate TASK... --out DIR [--arms surface,progressive,deep] [--rounds N] [--runner PROFILE] [--llm PROFILE] [--yes] | ablate --report DIR</translation>
        </message>
        <message>
            <source>ablate runs every arm to its end: runner %1 is offline (use local, ssh or slurm, or drive each arm's workspace with `optimize` and then `ablate --report`)</source>
            <translation>ablate 会把每个实验组运行到底：运行器 %1 是离线的（请使用 local、ssh 或 slurm，或用 `optimize` 推进每个实验组的工作区，然后运行 `ablate --report`）</translation>
        </message>
        <message>
            <source>lowerscope: ablate: arm %1 in %2</source>
            <translation>lowerscope: ablate: %2 中的实验组 %1</translation>
        </message>
        <message>
            <source>Run the loop once per evidence arm (surface, progressive, deep) on the same tasks and budget, and put the arms side by side.</source>
            <translation>对每个证据实验组（surface、progressive、deep）以相同的任务和预算各运行一次循环，并将各实验组并排对比。</translation>
        </message>
        <message>
            <source>The folder that holds one workspace per arm and the report.</source>
            <translation>存放每个实验组各一个工作区以及报告的文件夹。</translation>
        </message>
        <message>
            <source>The arms, comma-separated (default: surface,progressive,deep).</source>
            <translation>实验组，以逗号分隔（默认：surface,progressive,deep）。</translation>
        </message>
        <message>
            <source>ARMS</source>
            <translation>实验组列表</translation>
        </message>
        <message>
            <source>Only build the report from the arm workspaces in DIR (e.g. arms an agent drove).</source>
            <translation>仅根据 DIR 中各实验组的工作区生成报告（例如由代理推进的实验组）。</translation>
        </message>
        <message>
            <source>%1: no round yet: run `lowerscope agent validate` to acquire the evidence, then `agent diagnose %1` and propose again</source>
            <translation>%1：尚无轮次：请运行 `lowerscope agent validate` 获取证据，然后运行 `agent diagnose %1` 并重新提议</translation>
        </message>
        <message>
            <source>What the proposer is shown: surface, progressive (default) or deep (an ablation's arm).</source>
            <translation>向提议者展示的内容：surface、progressive（默认）或 deep（消融实验的一个实验组）。</translation>
        </message>
        <message>
            <source>ARM</source>
            <translation>实验组</translation>
        </message>
        <message>
            <source>What the proposer is shown: surface (kernel and times), progressive (evidence as the gap asks, the default) or deep (dump and profile of every best kernel).</source>
            <translation>向提议者展示的内容：surface（内核与时间）、progressive（按差距所需提供证据，默认）或 deep（每个最佳内核的 dump 与 profile）。</translation>
        </message>
        <message>
            <source>warning: %1</source>
            <translation>警告：%1</translation>
        </message>
        <message>
            <source>  calibrated on a device</source>
            <translation>  已在设备上校准</translation>
        </message>
        <message>
            <source>  calibration failed: %1</source>
            <translation>  校准失败：%1</translation>
        </message>
        <message>
            <source>  not calibrated</source>
            <translation>  未校准</translation>
        </message>
        <message>
            <source>  torch call of the initial kernel (allowed): line %1</source>
            <translation>  初始内核的 torch 调用（允许）：第 %1 行</translation>
        </message>
        <message>
            <source>  new torch call (a fallback): line %1</source>
            <translation>  新的 torch 调用（回退）：第 %1 行</translation>
        </message>
        <message>
            <source>%1: not a calibration request of this workspace (skipped)</source>
            <translation>%1：不是此工作区的校准请求（已跳过）</translation>
        </message>
        <message>
            <source>%1: did not run: %2 (task not changed)</source>
            <translation>%1：未运行：%2（任务未更改）</translation>
        </message>
        <message>
            <source>%1: calibration failed: %2</source>
            <translation>%1：校准失败：%2</translation>
        </message>
        <message>
            <source>%1: calibrated</source>
            <translation>%1：已校准</translation>
        </message>
        <message>
            <source>usage: lowerscope tasks calibrate TASK... [--runner NAME] [--out BUNDLE.tar.gz] | --import RESULTS.tar.gz</source>
            <translation>用法：lowerscope tasks calibrate TASK... [--runner NAME] [--out BUNDLE.tar.gz] | --import RESULTS.tar.gz</translation>
        </message>
        <message>
            <source>%1: cannot read task.json</source>
            <translation>%1：无法读取 task.json</translation>
        </message>
        <message>
            <source>profile %1 is offline: give --out BUNDLE.tar.gz</source>
            <translation>配置 %1 是离线的：请给出 --out BUNDLE.tar.gz</translation>
        </message>
        <message>
            <source>calibration bundle %1 written (batch %2): run python3 run.py where the device is, then lowerscope tasks calibrate --import RESULTS.tar.gz</source>
            <translation>已写入校准任务包 %1（批次 %2）：在设备所在处运行 python3 run.py，然后运行 lowerscope tasks calibrate --import RESULTS.tar.gz</translation>
        </message>
        <message>
            <source>unknown tasks action '%1' (import-tritonbench, check, calibrate)</source>
            <translation>未知的 tasks 操作“%1”（import-tritonbench、check、calibrate）</translation>
        </message>
        <message>
            <source>Import a TritonBench-G operator as an operator task, check a task folder (format, hashes, static checks), or calibrate tasks on a device.</source>
            <translation>将 TritonBench-G 算子导入为算子任务、检查任务文件夹（格式、哈希、静态检查），或在设备上校准任务。</translation>
        </message>
        <message>
            <source>The task folder to create (import-tritonbench), or the bundle to write (calibrate on an offline runner).</source>
            <translation>要创建的任务文件夹（import-tritonbench），或要写入的任务包（在离线运行器上 calibrate）。</translation>
        </message>
        <message>
            <source>PATH</source>
            <translation>路径</translation>
        </message>
        <message>
            <source>The runner profile that calibrates (default: local).</source>
            <translation>执行校准的运行器配置（默认：local）。</translation>
        </message>
        <message>
            <source>A calibration results archive to record and write into its tasks.</source>
            <translation>要记录并写入其任务的校准结果归档。</translation>
        </message>
        <message>
            <source>RESULTS</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>--evidence: %1 is not an arm (surface, progressive, deep)</source>
            <translation>--evidence：%1 不是实验组（surface、progressive、deep）</translation>
        </message>
        <message>
            <source>%1: the workspace already holds evidence requested for %2; continue with --resume</source>
            <translation>%1：工作区已有为 %2 请求的证据；请用 --resume 继续</translation>
        </message>
        <message numerus="yes">
            <source>span %1, device busy %2 (%3 %) on %n stream(s)</source>
            <translation>
                <numerusform>跨度 %1，设备忙碌 %2（%3 %），共 %n 个流</numerusform>
            </translation>
        </message>
        <message>
            <source>, %1 % of the kernel time</source>
            <translation>，占内核时间的 %1 %</translation>
        </message>
        <message>
            <source>%1: no such view (%2)</source>
            <translation>%1：没有这个视图（%2）</translation>
        </message>
        <message>
            <source>%1: %2 holds nothing this view shows</source>
            <translation>%1：%2 中没有此视图可显示的内容</translation>
        </message>
    </context>
    <context>
        <name>Demo</name>
        <message>
            <source>%1: cannot open the demo kernel</source>
            <translation>%1：无法打开演示内核</translation>
        </message>
        <message>
            <source>%1: the demo is not installed</source>
            <translation>%1：未安装演示</translation>
        </message>
        <message>
            <source>%1: no rounds or no measurements in the demo</source>
            <translation>%1：演示中没有轮次或测量数据</translation>
        </message>
    </context>
    <context>
        <name>Detector</name>
        <message>
            <source>unterminated string</source>
            <translation>字符串未结束</translation>
        </message>
        <message>
            <source>unexpected character '%1'</source>
            <translation>意外的字符 '%1'</translation>
        </message>
        <message>
            <source>unexpected '%1' after the end of the expression</source>
            <translation>表达式结束后出现意外的 '%1'</translation>
        </message>
        <message>
            <source>expected %1 but the expression ended</source>
            <translation>此处应为 %1，但表达式已结束</translation>
        </message>
        <message>
            <source>expected %1 but found '%2'</source>
            <translation>此处应为 %1，但找到的是 '%2'</translation>
        </message>
        <message>
            <source>invalid regular expression: %1</source>
            <translation>无效的正则表达式：%1</translation>
        </message>
        <message>
            <source>'~' needs a string literal (a regular expression) on its right</source>
            <translation>'~' 右侧需要一个字符串字面量（正则表达式）</translation>
        </message>
        <message>
            <source>'%1' needs an operand before it</source>
            <translation>'%1' 前面需要一个操作数</translation>
        </message>
        <message>
            <source>expected a value but the expression ended</source>
            <translation>此处应为一个值，但表达式已结束</translation>
        </message>
        <message>
            <source>expected a value but found '%1'</source>
            <translation>此处应为一个值，但找到的是 '%1'</translation>
        </message>
        <message>
            <source>expected %1 (a string in double quotes)</source>
            <translation>此处应为 %1（双引号中的字符串）</translation>
        </message>
        <message>
            <source>%1() needs a fact name</source>
            <translation>%1() 需要一个事实名称</translation>
        </message>
        <message>
            <source>%1() needs a stage name first (ptx, ttgir, ...)</source>
            <translation>%1() 的第一个参数必须是阶段名（ptx、ttgir 等）</translation>
        </message>
        <message>
            <source>cannot compare a string with a number</source>
            <translation>无法将字符串与数字比较</translation>
        </message>
        <message>
            <source>arithmetic on a string</source>
            <translation>对字符串进行算术运算</translation>
        </message>
        <message>
            <source>min/max of a string</source>
            <translation>对字符串求 min/max</translation>
        </message>
        <message>
            <source>'{{' without a closing '}}'</source>
            <translation>'{{' 缺少对应的 '}}'</translation>
        </message>
        <message>
            <source>%1 needs a pattern</source>
            <translation>%1 需要一个匹配模式</translation>
        </message>
        <message>
            <source>unknown check directive '%1' (CHECK, CHECK-NEXT, CHECK-SAME, CHECK-NOT, CHECK-EMPTY)</source>
            <translation>未知的 check 指令 '%1'（CHECK、CHECK-NEXT、CHECK-SAME、CHECK-NOT、CHECK-EMPTY）</translation>
        </message>
        <message>
            <source>check() needs at least one CHECK line</source>
            <translation>check() 至少需要一行 CHECK</translation>
        </message>
        <message>
            <source>nested deeper than %1 levels (parentheses, 'not', unary '-' and function calls)</source>
            <translation>嵌套超过 %1 层（括号、'not'、一元 '-' 和函数调用）</translation>
        </message>
        <message>
            <source>unknown function '%1' (has, fact, count, check, min, max, ratio, mod, remarks)</source>
            <translation>未知函数 '%1'（has、fact、count、check、min、max、ratio、mod、remarks）</translation>
        </message>
    </context>
    <context>
        <name>Diagnosis</name>
        <message>
            <source>the decisive finding %1 is a compiler decision: ask which condition blocked it</source>
            <translation>决定性发现 %1 是编译器的决策：查明是哪个条件阻止了它</translation>
        </message>
        <message>
            <source>a profile is on disk: measure the bottleneck the decisive pattern must explain</source>
            <translation>磁盘上有性能剖析：测量决定性模式必须解释的瓶颈</translation>
        </message>
        <message>
            <source>pattern %1 is decisive and nothing is measured</source>
            <translation>模式 %1 具决定性且没有实测数据</translation>
        </message>
        <message>
            <source>pattern %1 is decisive and explains the measured %2</source>
            <translation>模式 %1 具决定性并解释了实测的 %2</translation>
        </message>
        <message>
            <source>decisive pattern %1 (%2) does not explain the measured %3</source>
            <translation>决定性模式 %1（%2）无法解释实测的 %3</translation>
        </message>
        <message>
            <source>decisive pattern %1 explains only %2 % of the time: look for the cause</source>
            <translation>决定性模式 %1 只解释了 %2 % 的时间：继续寻找原因</translation>
        </message>
        <message>
            <source>%1; no profile, L2 skipped</source>
            <translation>%1；没有性能剖析，跳过 L2</translation>
        </message>
        <message>
            <source>%1; no IR to attribute it to a source line</source>
            <translation>%1；没有 IR 可将其归因到源码行</translation>
        </message>
        <message>
            <source>%1; no profile and no IR: nothing to climb to</source>
            <translation>%1；没有性能剖析也没有 IR：无法继续攀升</translation>
        </message>
        <message>
            <source>%1; no cause found</source>
            <translation>%1；未找到原因</translation>
        </message>
        <message>
            <source>%1; decisive finding: %2</source>
            <translation>%1；决定性发现：%2</translation>
        </message>
        <message>
            <source>Pattern triage</source>
            <translation>模式筛查</translation>
        </message>
        <message>
            <source>Profiling</source>
            <translation>性能剖析</translation>
        </message>
        <message>
            <source>IR attribution</source>
            <translation>IR 归因</translation>
        </message>
        <message>
            <source>Compiler knowledge</source>
            <translation>编译器知识</translation>
        </message>
        <message>
            <source>pattern %1 is decisive (confidence %2 ≥ %3, its evidence present)</source>
            <translation>模式 %1 具决定性（置信度 %2 ≥ %3，证据齐全）</translation>
        </message>
        <message>
            <source>%1 pattern(s) matched, none decisive</source>
            <translation>匹配 %1 个模式，均不具决定性</translation>
        </message>
        <message>
            <source>no pattern matched</source>
            <translation>没有匹配的模式</translation>
        </message>
        <message>
            <source>%1; facts missing: %2</source>
            <translation>%1；缺少事实：%2</translation>
        </message>
        <message>
            <source>Registers spill to local memory (measured)</source>
            <translation>寄存器溢出到本地内存（实测）</translation>
        </message>
        <message>
            <source>Atomics hold %1 % of the warp stalls</source>
            <translation>原子操作占 warp 停顿的 %1 %</translation>
        </message>
        <message>
            <source>The grid's %1 blocks leave %2 % of the %3 SMs idle</source>
            <translation>网格的 %1 个块使 %3 个 SM 中的 %2 % 处于空闲</translation>
        </message>
        <message>
            <source>The grid fills %1 of one wave of the SMs</source>
            <translation>网格只填满 SM 一个波次的 %1</translation>
        </message>
        <message>
            <source>Achieved occupancy is %1 %</source>
            <translation>实际占用率为 %1 %</translation>
        </message>
        <message>
            <source>raise the theoretical occupancy: fewer registers per thread (smaller tiles, fewer num_stages) or less shared memory per block</source>
            <translation>提高理论占用率：减少每线程寄存器（更小的分块、更少的 num_stages）或减少每块的共享内存</translation>
        </message>
        <message>
            <source>the profile holds no signal for this kernel</source>
            <translation>性能剖析中没有该内核的信号</translation>
        </message>
        <message>
            <source>no profile for this kernel</source>
            <translation>该内核没有性能剖析</translation>
        </message>
        <message>
            <source>The kernel is %1</source>
            <translation>内核为 %1</translation>
        </message>
        <message>
            <source>Nsight Compute rule %1 fired</source>
            <translation>触发了 Nsight Compute 规则 %1</translation>
        </message>
        <message>
            <source>launch-bound: the IR cannot explain launch overhead</source>
            <translation>受启动开销限制：IR 无法解释启动开销</translation>
        </message>
        <message>
            <source>bottleneck %1 needs a structural cause</source>
            <translation>瓶颈 %1 需要结构性原因</translation>
        </message>
        <message>
            <source>Strided store: one element per access</source>
            <translation>跨步存储：每次访问一个元素</translation>
        </message>
        <message>
            <source>Strided load: one element per access</source>
            <translation>跨步加载：每次访问一个元素</translation>
        </message>
        <message>
            <source>Store not vectorized: the mask limits the vector width</source>
            <translation>存储未向量化：掩码限制了向量宽度</translation>
        </message>
        <message>
            <source>Load not vectorized: the mask limits the vector width</source>
            <translation>加载未向量化：掩码限制了向量宽度</translation>
        </message>
        <message>
            <source>the access's innermost (fastest-varying) axis must be the contiguous axis of the tensor in memory</source>
            <translation>访问的最内层（变化最快的）轴必须是张量在内存中的连续轴</translation>
        </message>
        <message>
            <source>the mask must be constant over runs of the vector width (mask alignment), e.g. a block size that divides the extent</source>
            <translation>掩码必须在向量宽度的区段内保持不变（掩码对齐），例如能整除范围的块大小</translation>
        </message>
        <message>
            <source>Global loads are scalar although each thread holds several elements</source>
            <translation>每个线程持有多个元素，但全局加载仍是标量</translation>
        </message>
        <message>
            <source>tl.dot on fp32 with IEEE precision runs on the FMA path, not on tensor cores</source>
            <translation>IEEE 精度的 fp32 tl.dot 走 FMA 路径，而不是张量核心</translation>
        </message>
        <message>
            <source>tl.dot runs on the FMA path, not on tensor cores</source>
            <translation>tl.dot 走 FMA 路径，而不是张量核心</translation>
        </message>
        <message>
            <source>tl.dot uses %1, not Hopper's wgmma</source>
            <translation>tl.dot 使用 %1，而不是 Hopper 的 wgmma</translation>
        </message>
        <message>
            <source>%%1 is read from global memory %2 times, in %3 separate loops</source>
            <translation>%%1 从全局内存读取了 %2 次，分布在 %3 个独立循环中</translation>
        </message>
        <message>
            <source>read each element of %1 from global memory once: keep the row in registers/shared memory across the passes (fuse the loops), or use an online (single-pass) formulation</source>
            <translation>%1 的每个元素只从全局内存读取一次：在各轮之间把行保存在寄存器/共享内存中（融合循环），或使用在线（单遍）算法</translation>
        </message>
        <message>
            <source>%1 registers spilled to local memory</source>
            <translation>%1 个寄存器溢出到本地内存</translation>
        </message>
        <message>
            <source>fewer live values per thread: smaller tiles, fewer num_stages, or more warps</source>
            <translation>减少每线程的活跃值：更小的分块、更少的 num_stages 或更多 warp</translation>
        </message>
        <message>
            <source>A loop loads one element per iteration</source>
            <translation>循环每次迭代只加载一个元素</translation>
        </message>
        <message>
            <source>load a block (tl.arange) per iteration instead of a scalar</source>
            <translation>每次迭代加载一个块（tl.arange）而不是标量</translation>
        </message>
        <message>
            <source>HIVM holds more scalar than vector operations</source>
            <translation>HIVM 中标量运算多于向量运算</translation>
        </message>
        <message>
            <source>Pipe synchronisation outnumbers compute operations</source>
            <translation>管道同步多于计算操作</translation>
        </message>
        <message>
            <source>no IR for this kernel</source>
            <translation>该内核没有 IR</translation>
        </message>
        <message>
            <source>no structural cause found in the IR</source>
            <translation>在 IR 中未找到结构性原因</translation>
        </message>
        <message>
            <source>a compiler pass declined an optimization: ask its conditions</source>
            <translation>某个编译器 pass 拒绝了优化：查询其条件</translation>
        </message>
        <message>
            <source>structural cause found at the source line</source>
            <translation>在源码行找到结构性原因</translation>
        </message>
        <message>
            <source>%1 finding(s) explained by compiler knowledge</source>
            <translation>%1 个发现由编译器知识解释</translation>
        </message>
        <message>
            <source>no compiler knowledge entry is supported by the evidence (remark, target, dtypes, IR facts) for %1</source>
            <translation>对于 %1，没有任何编译器知识条目得到证据（提示、目标、数据类型、IR 事实）的支持</translation>
        </message>
        <message>
            <source>%1: no such file or folder</source>
            <translation>%1：没有该文件或文件夹</translation>
        </message>
        <message>
            <source>knowledge base unavailable, L1 and L4 run without it: %1</source>
            <translation>知识库不可用，L1 和 L4 在没有它的情况下运行：%1</translation>
        </message>
        <message>
            <source>%1: no kernel, IR or profile found</source>
            <translation>%1：未找到内核、IR 或性能数据</translation>
        </message>
        <message>
            <source>%1: no kernel named %2</source>
            <translation>%1：没有名为 %2 的内核</translation>
        </message>
        <message>
            <source>no @triton.jit kernel found</source>
            <translation>未找到 @triton.jit 内核</translation>
        </message>
        <message>
            <source>%1 is not a format lowerscope reads; export it: %2</source>
            <translation>%1 不是 Lowerscope 能读取的格式；请导出：%2</translation>
        </message>
        <message>
            <source>capture.json records another SHA-256 of %1 than the file has now</source>
            <translation>capture.json 记录的 %1 的 SHA-256 与文件现在的不同</translation>
        </message>
        <message>
            <source>the IR places the kernel's def at line %1, the source at line %2</source>
            <translation>IR 将内核的 def 放在第 %1 行，源码在第 %2 行</translation>
        </message>
        <message>
            <source>%1 IR location(s) name lines outside the kernel (lines %2–%3), e.g. line %4</source>
            <translation>%1 个 IR 位置指向内核之外的行（第 %2–%3 行之外），例如第 %4 行</translation>
        </message>
        <message>
            <source>a compiler remark names line %1, outside the kernel</source>
            <translation>一条编译器备注指向内核之外的第 %1 行</translation>
        </message>
        <message>
            <source>a compiler remark points at column %1 of line %2, which has %3 characters</source>
            <translation>一条编译器备注指向第 %2 行第 %1 列，而该行只有 %3 个字符</translation>
        </message>
        <message>
            <source>the source no longer matches the IR it was compiled from (%1): findings placed from the IR are marked stale; capture the IR again from this source</source>
            <translation>源码与编译它的 IR 不再一致（%1）：根据 IR 定位的发现已标记为过时；请从此源码重新捕获 IR</translation>
        </message>
        <message>
            <source>%1: no kernel source (.py), so findings cannot name source lines; put the kernel's .py in the folder</source>
            <translation>%1：没有内核源码（.py），因此发现无法指明源码行；请把内核的 .py 放入该文件夹</translation>
        </message>
        <message>
            <source>Nsight Compute %1: %2 % estimated speedup (local)</source>
            <translation>Nsight Compute %1：预计加速 %2 %（局部）</translation>
        </message>
        <message>
            <source>Nsight Compute %1: %2 % estimated speedup</source>
            <translation>Nsight Compute %1：预计加速 %2 %</translation>
        </message>
        <message>
            <source>Nsight Compute %1 at the transposing copy: %2 % estimated speedup (local)</source>
            <translation>转置复制处的 Nsight Compute %1：预计加速 %2 %（局部）</translation>
        </message>
        <message>
            <source>Nsight Compute %1 at the transposing copy: %2 % estimated speedup</source>
            <translation>转置复制处的 Nsight Compute %1：预计加速 %2 %</translation>
        </message>
        <message>
            <source>stall %1: 0 % of stalls</source>
            <translation>停顿 %1：占停顿的 0 %</translation>
        </message>
        <message>
            <source>stall %1: %2 % of stalls</source>
            <translation>停顿 %1：占停顿的 %2 %</translation>
        </message>
        <message>
            <source>%1 % of the stall samples at %2 instructions</source>
            <translation>%1 % 的停顿采样位于 %2 指令</translation>
        </message>
        <message>
            <source>%1 × %2 % excess sectors</source>
            <translation>%1 × %2 % 多余扇区</translation>
        </message>
        <message>
            <source>local-memory spilling requests: %1 %</source>
            <translation>本地内存溢出请求：%1 %</translation>
        </message>
        <message>
            <source>%1 blocks on %2 SMs: %3 % of the SMs idle</source>
            <translation>%1 个块分布在 %2 个 SM 上：%3 % 的 SM 空闲</translation>
        </message>
        <message>
            <source>%1 waves per SM</source>
            <translation>每个 SM %1 波</translation>
        </message>
        <message>
            <source>achieved occupancy %1 % (%2 warps per scheduler)</source>
            <translation>实际占用率 %1 %（每个调度器 %2 个 warp）</translation>
        </message>
        <message>
            <source>SM at %1 % of peak, %2 % of the PTX instructions 64-bit index arithmetic</source>
            <translation>SM 达到峰值的 %1 %，%2 % 的 PTX 指令是 64 位索引运算</translation>
        </message>
        <message>
            <source>memory is the nearer roof (%1 % against the SM's %2 %): the index arithmetic hides under it</source>
            <translation>内存是更近的屋顶（%1 %，SM 为 %2 %）：索引运算被其掩盖</translation>
        </message>
        <message>
            <source>achieved FLOP/s at %1 % of the tensor peak</source>
            <translation>实际 FLOP/s 为张量峰值的 %1 %</translation>
        </message>
        <message>
            <source>the dot runs on the FMA path (%1 % of the time at FMA/MMA instructions or more)</source>
            <translation>dot 走 FMA 路径（至少 %1 % 的时间在 FMA/MMA 指令上）</translation>
        </message>
        <message>
            <source>roofline: %1 % of the nearer peak</source>
            <translation>屋顶线：较近峰值的 %1 %</translation>
        </message>
        <message>
            <source>%1 % excess shared wavefronts × %2 % of the time at shared memory (measured)</source>
            <translation>%1 % 多余共享波前 × %2 % 的时间在共享内存（实测）</translation>
        </message>
        <message>
            <source>repeats served by L1/L2: DRAM supplies %1 % of the requested bytes; %2 % of the stall samples at global loads</source>
            <translation>重复访问由 L1/L2 提供：DRAM 提供所请求字节的 %1 %；%2 % 的停顿采样位于全局加载</translation>
        </message>
        <message>
            <source>compiler remark, not measured</source>
            <translation>编译器备注，未测量</translation>
        </message>
        <message>
            <source>prior: pattern severity × confidence, not measured</source>
            <translation>先验：模式严重度 × 置信度，未测量</translation>
        </message>
        <message>
            <source>%1, bounded by the roofline gap</source>
            <translation>%1，受屋顶线差距限制</translation>
        </message>
        <message>
            <source>%1, bounded: a %2 µs kernel is launch-bound</source>
            <translation>%1，受限：%2 µs 的内核受启动开销限制</translation>
        </message>
        <message>
            <source>the %1 it causes: %2</source>
            <translation>它造成的 %1：%2</translation>
        </message>
        <message>
            <source>%1; counted in %2: the layout conversion causes it</source>
            <translation>%1；计入 %2：由布局转换造成</translation>
        </message>
        <message>
            <source>%1; halved: a structural cause of the excess sectors was found</source>
            <translation>%1；减半：找到了多余扇区的结构性原因</translation>
        </message>
        <message>
            <source>%1 (needs %2)</source>
            <translation>%1（需要 %2）</translation>
        </message>
        <message>
            <source>Blocked here by: %1.</source>
            <translation>此处被以下条件阻止：%1。</translation>
        </message>
        <message>
            <source>Does not hold: %1.</source>
            <translation>不成立：%1。</translation>
        </message>
        <message>
            <source>Blocked when (not decidable from the evidence): %1.</source>
            <translation>在以下情况下被阻止（无法根据证据判断）：%1。</translation>
        </message>
        <message>
            <source>Not decidable from the evidence: %1.</source>
            <translation>无法根据证据判断：%1。</translation>
        </message>
        <message>
            <source>%1 (%2): %3</source>
            <translation>%1（%2）：%3</translation>
        </message>
        <message>
            <source>theoretical occupancy 100 %: no resource limits the resident warps (measured)</source>
            <translation>理论占用率 100 %：没有资源限制驻留 warp（实测）</translation>
        </message>
        <message>
            <source>achieved occupancy %1 % stays below the theoretical %2 % (Nsight AchievedOccupancy): the limit does not bind (measured)</source>
            <translation>实际占用率 %1 % 低于理论值 %2 %（Nsight AchievedOccupancy）：该限制不起作用（实测）</translation>
        </message>
        <message>
            <source>repeats reach DRAM: %1 % of the DRAM traffic re-reads data (DRAM supplies %2 % of the requested bytes) × memory at %3 % of peak (measured)</source>
            <translation>重复访问到达 DRAM：%1 % 的 DRAM 流量在重读数据（DRAM 提供所请求字节的 %2 %）× 内存达到峰值的 %3 %（实测）</translation>
        </message>
        <message>
            <source>%1: a kernel from %2, not compiled from your Triton source: there is no IR or source of yours to capture; only its profile is read, and what you can change is the call that launches it</source>
            <translation>%1：来自 %2 的内核，并非由您的 Triton 源码编译：没有您的 IR 或源码可供捕获；只读取其性能剖析，您能改变的是启动它的调用</translation>
        </message>
        <message>
            <source>%1:%2: a loop of the wrapper is not followed</source>
            <translation>%1:%2：不跟随包装函数中的循环</translation>
        </message>
        <message>
            <source>%1: no function %2 to call the cases with</source>
            <translation>%1：没有用来调用各用例的函数 %2</translation>
        </message>
        <message>
            <source>%1: calling %2 with case %3 reached no kernel[grid](...) launch</source>
            <translation>%1：用用例 %3 调用 %2 未到达任何 kernel[grid](...) 启动</translation>
        </message>
        <message>
            <source>%1:%2: the autotune configs of %3 could not be read</source>
            <translation>%1:%2：无法读取 %3 的 autotune 配置</translation>
        </message>
        <message>
            <source>%1:%2: the grid of %3 for case %4 could not be evaluated</source>
            <translation>%1:%2：无法求出 %3 在用例 %4 下的网格</translation>
        </message>
        <message>
            <source>pattern %1 is decisive (confidence %2 ≥ %3, its evidence present), the one of largest impact of %4 decisive patterns</source>
            <translation>模式 %1 具决定性（置信度 %2 ≥ %3，证据齐全），是 %4 个决定性模式中影响最大的</translation>
        </message>
        <message>
            <source>%%1 is read from global memory %2 times, in separate passes (%3 in loops, %4 outside them)</source>
            <translation>%%1 从全局内存读取 %2 次，分在不同的遍历中（循环内 %3 次，循环外 %4 次）</translation>
        </message>
    </context>
    <context>
        <name>Diagnostics</name>
        <message>
            <source>more than %1 warnings in this file: the rest are not listed</source>
            <translation>此文件的警告超过 %1 条：其余未列出</translation>
        </message>
    </context>
    <context>
        <name>Formats</name>
        <message>
            <source>Triton IR of each stage: .ttir, .ttgir, .llir, .ptx, .sass / nvdisasm listings; Ascend .ttadapter and .hivm MLIR</source>
            <translation>各阶段的 Triton IR：.ttir、.ttgir、.llir、.ptx、.sass / nvdisasm 列表；Ascend 的 .ttadapter 与 .hivm MLIR</translation>
        </message>
        <message>
            <source>MLIR per-pass dumps (MLIR_ENABLE_DUMP, print-after-all) with their remarks</source>
            <translation>按 pass 的 MLIR 转储（MLIR_ENABLE_DUMP、print-after-all）及其 remark</translation>
        </message>
        <message>
            <source>TritonParse NDJSON traces, plain or gzip</source>
            <translation>TritonParse NDJSON 跟踪，未压缩或 gzip</translation>
        </message>
        <message>
            <source>The kernel's Python source (.py)</source>
            <translation>内核的 Python 源码（.py）</translation>
        </message>
        <message>
            <source>Chrome trace JSON: torch.profiler, torch_npu and msprof traces, msprof op simulator and pipe traces</source>
            <translation>Chrome trace JSON：torch.profiler、torch_npu 和 msprof 跟踪，msprof op 模拟器与流水线跟踪</translation>
        </message>
        <message>
            <source>Nsight Compute CSV exports: --page raw, details and source</source>
            <translation>Nsight Compute CSV 导出：--page raw、details 和 source</translation>
        </message>
        <message>
            <source>Ascend tables: torch_npu kernel_details.csv, msprof op_summary_*.csv, msprof op CSVs and op_basic_info.txt, msprof SQLite (msprof_*.db), npu-compute JSONL</source>
            <translation>Ascend 表格：torch_npu kernel_details.csv、msprof op_summary_*.csv、msprof op CSV 与 op_basic_info.txt、msprof SQLite（msprof_*.db）、npu-compute JSONL</translation>
        </message>
        <message>
            <source>bench.json timings (the fixtures' benchmark cases)</source>
            <translation>bench.json 计时（测试数据中的基准用例）</translation>
        </message>
    </context>
    <context>
        <name>KnowledgeBase</name>
        <message>
            <source>expected a pattern, an array of patterns or an object with "patterns"</source>
            <translation>应为一个模式、模式数组或含有 "patterns" 的对象</translation>
        </message>
        <message>
            <source>imported from %1</source>
            <translation>从 %1 导入</translation>
        </message>
        <message>
            <source>the knowledge base is not open</source>
            <translation>知识库未打开</translation>
        </message>
        <message>
            <source>migration to schema version %1 failed: %2</source>
            <translation>迁移到架构版本 %1 失败：%2</translation>
        </message>
        <message>
            <source>not a knowledge base: %1</source>
            <translation>不是知识库：%1</translation>
        </message>
        <message>
            <source>not a Lowerscope knowledge base (application_id %1)</source>
            <translation>不是 Lowerscope 知识库（application_id %1）</translation>
        </message>
        <message>
            <source>the knowledge base has schema version %1, newer than this build supports (%2); use a newer Lowerscope or another --kb file</source>
            <translation>知识库的架构版本为 %1，高于此版本支持的版本（%2）；请使用更新的 Lowerscope 或其他 --kb 文件</translation>
        </message>
        <message>
            <source>pattern %1 exists already</source>
            <translation>模式 %1 已存在</translation>
        </message>
        <message>
            <source>added</source>
            <translation>已添加</translation>
        </message>
        <message>
            <source>no pattern %1</source>
            <translation>没有模式 %1</translation>
        </message>
        <message>
            <source>edited</source>
            <translation>已编辑</translation>
        </message>
        <message>
            <source>no compiler-knowledge entry %1</source>
            <translation>没有编译器知识条目 %1</translation>
        </message>
        <message>
            <source>a pattern without an "id"</source>
            <translation>缺少 "id" 的模式</translation>
        </message>
        <message>
            <source>pattern %1: severity must be info, low, medium or high</source>
            <translation>模式 %1：severity 必须是 info、low、medium 或 high</translation>
        </message>
        <message>
            <source>pattern %1, detector %2: kind must be source, ir or metric</source>
            <translation>模式 %1，检测器 %2：kind 必须是 source、ir 或 metric</translation>
        </message>
        <message>
            <source>pattern %1, detector %2: role must be required, supporting or veto</source>
            <translation>模式 %1，检测器 %2：role 必须是 required、supporting 或 veto</translation>
        </message>
        <message>
            <source>pattern %1, detector %2: weight must be positive</source>
            <translation>模式 %1，检测器 %2：权重必须为正数</translation>
        </message>
        <message>
            <source>pattern %1: an edit needs a "param" and an "op" of set, scale, min or max</source>
            <translation>模式 %1：编辑需要 "param" 以及取值为 set、scale、min 或 max 的 "op"</translation>
        </message>
        <message>
            <source>pattern %1: provenance kind must be curated or distilled</source>
            <translation>模式 %1：来源类型必须是 curated 或 distilled</translation>
        </message>
        <message>
            <source>a compiler-knowledge entry without an "id"</source>
            <translation>缺少 "id" 的编译器知识条目</translation>
        </message>
        <message>
            <source>pattern %1, applicability: %2</source>
            <translation>模式 %1，适用条件：%2</translation>
        </message>
        <message>
            <source>pattern %1, detector %2: %3</source>
            <translation>模式 %1，检测器 %2：%3</translation>
        </message>
        <message>
            <source>shipped knowledge, seed version %1</source>
            <translation>随附知识，种子版本 %1</translation>
        </message>
        <message>
            <source>updated from shipped knowledge, seed version %1</source>
            <translation>已根据随附知识更新，种子版本 %1</translation>
        </message>
        <message>
            <source>pattern %1 has no stored version %2</source>
            <translation>模式 %1 没有保存的版本 %2</translation>
        </message>
        <message>
            <source>reverted to version %1</source>
            <translation>已恢复到版本 %1</translation>
        </message>
    </context>
    <context>
        <name>Llm</name>
        <message>
            <source>profile %1: no API key: %2 is not set and the system keychain has none (%3)</source>
            <translation>配置 %1：没有 API 密钥：%2 未设置，系统钥匙串中也没有（%3）</translation>
        </message>
        <message>
            <source>no entry</source>
            <translation>无条目</translation>
        </message>
        <message>
            <source>profile %1: no API key: set %2, or store one in the system keychain with `lowerscope llm key %1`</source>
            <translation>配置 %1：没有 API 密钥：请设置 %2，或用 `lowerscope llm key %1` 存入系统钥匙串</translation>
        </message>
        <message>
            <source>the system keychain refused the key: %1 (use an environment variable instead)</source>
            <translation>系统钥匙串拒绝了密钥：%1（请改用环境变量）</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>已取消</translation>
        </message>
        <message>
            <source>HTTP %1 from %2: %3</source>
            <translation>来自 %2 的 HTTP %1：%3</translation>
        </message>
        <message>
            <source>no data from %1 for %2 s</source>
            <translation>%1 已 %2 秒没有数据</translation>
        </message>
        <message>
            <source>the server reported an error in the stream: %1</source>
            <translation>服务器在流中报告错误：%1</translation>
        </message>
        <message>
            <source>the response from %1 ended before it was complete (%2 characters received)</source>
            <translation>来自 %1 的响应在完成前中断（已收到 %2 个字符）</translation>
        </message>
        <message>
            <source>the profile name '%1' is not 1-64 letters, digits, '.', '_' or '-'</source>
            <translation>配置名“%1”不是 1-64 个字母、数字、'.'、'_' 或 '-'</translation>
        </message>
        <message>
            <source>profile %1: unknown protocol '%2' (known: %3)</source>
            <translation>配置 %1：未知协议“%2”（已知：%3）</translation>
        </message>
        <message>
            <source>profile %1: the endpoint '%2' is not an http or https URL</source>
            <translation>配置 %1：端点“%2”不是 http 或 https URL</translation>
        </message>
        <message>
            <source>profile %1: no model</source>
            <translation>配置 %1：没有模型</translation>
        </message>
        <message>
            <source>profile %1: tokens and timeout must be positive, retries and backoff not negative</source>
            <translation>配置 %1：token 数和超时必须为正，重试次数和退避时间不能为负</translation>
        </message>
        <message>
            <source>%1: cannot read the prompt template (%2)</source>
            <translation>%1：无法读取提示词模板（%2）</translation>
        </message>
        <message>
            <source>the prompt template names {{%1}}, which has no value (known: %2)</source>
            <translation>提示词模板引用了没有值的 {{%1}}（已知：%2）</translation>
        </message>
        <message>
            <source>hunk %1: the line '%2' is neither context, removal nor addition</source>
            <translation>块 %1：行“%2”既不是上下文，也不是删除或添加</translation>
        </message>
        <message>
            <source>the diff has no hunk</source>
            <translation>diff 中没有块</translation>
        </message>
        <message>
            <source>hunk %1 (stated at line %2) does not match the kernel: its line '%3' is not there</source>
            <translation>块 %1（标注在第 %2 行）与内核不符：其中的行“%3”不存在</translation>
        </message>
        <message>
            <source>the answer's diff does not apply: %1</source>
            <translation>回答中的 diff 无法应用：%1</translation>
        </message>
        <message>
            <source>the answer ends inside a code block: it was cut off before the rewrite was complete</source>
            <translation>回答在代码块内结束：改写完成前就被截断了</translation>
        </message>
        <message>
            <source>the answer is empty</source>
            <translation>回答为空</translation>
        </message>
        <message>
            <source>the answer holds neither a Python block with a @triton.jit kernel (or the task's entry functions) nor a unified diff</source>
            <translation>回答中既没有含 @triton.jit 内核（或任务入口函数）的 Python 代码块，也没有统一 diff</translation>
        </message>
        <message>
            <source>HTTP %1 from %2: %3 (the server asks to wait %4 s, more than this profile's %5 s)</source>
            <translation>来自 %2 的 HTTP %1：%3（服务器要求等待 %4 秒，超过本配置的 %5 秒）</translation>
        </message>
        <message>
            <source>HTTP %1 from %2: %3 (check the API key: %4 or the keychain entry of profile %5)</source>
            <translation>来自 %2 的 HTTP %1：%3（请检查 API 密钥：%4 或配置 %5 的钥匙串条目）</translation>
        </message>
        <message>
            <source>the key variable looks like an API key itself (%1 characters): give the name of the environment variable that holds the key, e.g. OPENAI_API_KEY, never the key</source>
            <translation>密钥变量本身看起来像 API 密钥（%1 个字符）：请给出存放密钥的环境变量名，例如 OPENAI_API_KEY，而不是密钥本身</translation>
        </message>
        <message>
            <source>the key variable is not an environment variable name (upper-case letters, digits and '_', not starting with a digit, e.g. OPENAI_API_KEY)</source>
            <translation>密钥变量不是环境变量名（应由大写字母、数字和 '_' 组成，且不以数字开头，例如 OPENAI_API_KEY）</translation>
        </message>
        <message>
            <source>profile %1: %2</source>
            <translation>配置 %1：%2</translation>
        </message>
        <message>
            <source>the answer has %1 bytes, more than the %2 an answer may have (not read)</source>
            <translation>回答有 %1 字节，超过了回答允许的 %2 字节（未读取）</translation>
        </message>
        <message>
            <source>the diff has more than %1 hunks or %2 lines</source>
            <translation>diff 超过 %1 个块或 %2 行</translation>
        </message>
        <message>
            <source>placing the diff's %1 hunks in a kernel of %2 lines takes more than %3 line comparisons</source>
            <translation>将 diff 的 %1 个块定位到 %2 行的内核中需要超过 %3 次行比较</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::ConsentDialog</name>
        <message>
            <source>(identical to the task's kernel)</source>
            <translation>（与任务内核相同）</translation>
        </message>
        <message>
            <source>Run code you did not write?</source>
            <translation>运行不是您编写的代码？</translation>
        </message>
        <message numerus="yes">
            <source>%n candidate(s) came from a recipe or an LLM. Each would run on runner '%1' with your permissions. Read what each changes in the task's kernel before you run it.</source>
            <translation>
                <numerusform>%n 个候选来自配方或 LLM。每个都会以您的权限在运行器“%1”上运行。运行前请阅读每个候选对任务内核的改动。</numerusform>
            </translation>
        </message>
        <message>
            <source>Run</source>
            <translation>运行</translation>
        </message>
        <message>
            <source>Written by</source>
            <translation>编写者</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>层级</translation>
        </message>
        <message>
            <source>Recipe</source>
            <translation>方案</translation>
        </message>
        <message>
            <source>Pattern</source>
            <translation>模式</translation>
        </message>
        <message>
            <source>Finding</source>
            <translation>发现</translation>
        </message>
        <message>
            <source>Share of the kernel's time it explains</source>
            <translation>它解释的内核时间占比</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>模型</translation>
        </message>
        <message>
            <source>%1 (%2 tokens in, %3 out, %4 USD)</source>
            <translation>%1（输入 %2 个 token，输出 %3 个，%4 美元）</translation>
        </message>
        <message>
            <source>What it changes</source>
            <translation>它改变了什么</translation>
        </message>
        <message>
            <source>%1: %2 → %3 (line %4)</source>
            <translation>%1：%2 → %3（第 %4 行）</translation>
        </message>
        <message>
            <source>Evidence it cites</source>
            <translation>它引用的证据</translation>
        </message>
        <message>
            <source>No finding: a search around the current launch parameters.</source>
            <translation>没有发现：围绕当前启动参数的搜索。</translation>
        </message>
        <message>
            <source>The finding %1 is not among the round's findings.</source>
            <translation>发现 %1 不在本轮的发现之中。</translation>
        </message>
        <message>
            <source>What the diagnosis rested on, and its cost</source>
            <translation>诊断所依据的内容及其代价</translation>
        </message>
        <message>
            <source>cost: %1</source>
            <translation>代价：%1</translation>
        </message>
        <message>
            <source>Diff</source>
            <translation>差异</translation>
        </message>
        <message>
            <source>Why and evidence</source>
            <translation>原因与证据</translation>
        </message>
        <message>
            <source>Prompt</source>
            <translation>提示词</translation>
        </message>
        <message>
            <source>Answer</source>
            <translation>回答</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::RunnerProfilesDialog</name>
        <message>
            <source>&amp;Runner Profiles…</source>
            <translation>运行器配置(&amp;R)…</translation>
        </message>
        <message>
            <source>Runner Profiles</source>
            <translation>运行器配置</translation>
        </message>
        <message>
            <source>New</source>
            <translation>新建</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>保存</translation>
        </message>
        <message>
            <source>Test</source>
            <translation>测试</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>类型</translation>
        </message>
        <message>
            <source>Timeout per request (s)</source>
            <translation>每个请求的超时（秒）</translation>
        </message>
        <message>
            <source>Requests at once</source>
            <translation>同时请求数</translation>
        </message>
        <message>
            <source>Python</source>
            <translation>Python</translation>
        </message>
        <message>
            <source>ssh host</source>
            <translation>ssh 主机</translation>
        </message>
        <message>
            <source>ssh port (0: default)</source>
            <translation>ssh 端口（0：默认）</translation>
        </message>
        <message>
            <source>Remote folder</source>
            <translation>远程文件夹</translation>
        </message>
        <message>
            <source>ssh options (-o, space-separated)</source>
            <translation>ssh 选项（-o，以空格分隔）</translation>
        </message>
        <message>
            <source>Partition</source>
            <translation>分区</translation>
        </message>
        <message>
            <source>GRES (e.g. gpu:1)</source>
            <translation>GRES（例如 gpu:1）</translation>
        </message>
        <message>
            <source>Time limit (sbatch --time)</source>
            <translation>时间限制（sbatch --time）</translation>
        </message>
        <message>
            <source>Account</source>
            <translation>账户</translation>
        </message>
        <message>
            <source>More sbatch arguments</source>
            <translation>更多 sbatch 参数</translation>
        </message>
        <message>
            <source>Shared folder</source>
            <translation>共享文件夹</translation>
        </message>
        <message>
            <source>Poll every (s)</source>
            <translation>轮询间隔（秒）</translation>
        </message>
        <message>
            <source>Saved %1.</source>
            <translation>已保存 %1。</translation>
        </message>
        <message>
            <source>Removed %1.</source>
            <translation>已删除 %1。</translation>
        </message>
        <message>
            <source>Testing %1…</source>
            <translation>正在测试 %1…</translation>
        </message>
        <message>
            <source>Every check passed.</source>
            <translation>所有检查均通过。</translation>
        </message>
        <message>
            <source>A check failed.</source>
            <translation>有一项检查失败。</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::Charts::ChartView</name>
        <message>
            <source>arithmetic intensity (FLOP/byte)</source>
            <translation>算术强度（FLOP/字节）</translation>
        </message>
        <message>
            <source>%1
%2: %3</source>
            <translation>%1
%2：%3</translation>
        </message>
        <message>
            <source>%1
%2</source>
            <translation>%1
%2</translation>
        </message>
        <message>
            <source>%1
%2 FLOP/byte, %3 TFLOP/s (%4)</source>
            <translation>%1
%2 FLOP/字节，%3 TFLOP/s（%4）</translation>
        </message>
        <message>
            <source>memory-bound</source>
            <translation>内存受限</translation>
        </message>
        <message>
            <source>compute-bound</source>
            <translation>计算受限</translation>
        </message>
        <message>
            <source>performance (TFLOP/s)</source>
            <translation>性能（TFLOP/s）</translation>
        </message>
        <message>
            <source>%1 roof, %2 TFLOP/s</source>
            <translation>%1 屋顶，%2 TFLOP/s</translation>
        </message>
        <message>
            <source>opened: %1</source>
            <translation>已打开：%1</translation>
        </message>
        <message>
            <source>Could not write %1</source>
            <translation>无法写入 %1</translation>
        </message>
        <message>
            <source>Save Chart</source>
            <translation>保存图表</translation>
        </message>
        <message>
            <source>Save Chart As…</source>
            <translation>图表另存为…</translation>
        </message>
        <message>
            <source>Chart exported by Lowerscope</source>
            <translation>由 Lowerscope 导出的图表</translation>
        </message>
        <message>
            <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
            <translation>PNG 图像 (*.png);;SVG 图像 (*.svg);;PDF 文档 (*.pdf)</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::Charts::ChartsPane</name>
        <message>
            <source>Nothing to chart: this profile has no kernel times, pipe ratios or benchmark results.</source>
            <translation>没有可绘制的内容：此性能剖析没有内核时间、流水线占比或基准测试结果。</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::CuratorView</name>
        <message>
            <source>Not saved: %1</source>
            <translation>未保存：%1</translation>
        </message>
        <message>
            <source>Saved %1.</source>
            <translation>已保存 %1。</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>Delete %1 from the knowledge base?</source>
            <translation>从知识库中删除 %1？</translation>
        </message>
        <message>
            <source>Deleted %1.</source>
            <translation>已删除 %1。</translation>
        </message>
        <message>
            <source>New pattern</source>
            <translation>新建模式</translation>
        </message>
        <message>
            <source>Import patterns</source>
            <translation>导入模式</translation>
        </message>
        <message>
            <source>Knowledge base JSON (*.json);;All files (*)</source>
            <translation>知识库 JSON (*.json);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Export the knowledge base</source>
            <translation>导出知识库</translation>
        </message>
        <message>
            <source>Knowledge base JSON (*.json)</source>
            <translation>知识库 JSON (*.json)</translation>
        </message>
        <message>
            <source>No kernel found in %1.</source>
            <translation>在 %1 中未找到内核。</translation>
        </message>
        <message>
            <source>does not apply</source>
            <translation>不适用</translation>
        </message>
        <message>
            <source>no match</source>
            <translation>不匹配</translation>
        </message>
        <message>
            <source>matches, decisive</source>
            <translation>匹配，具决定性</translation>
        </message>
        <message>
            <source>matches</source>
            <translation>匹配</translation>
        </message>
        <message>
            <source>confidence %1</source>
            <translation>置信度 %1</translation>
        </message>
        <message>
            <source>true</source>
            <translation>真</translation>
        </message>
        <message>
            <source>false</source>
            <translation>假</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>未知</translation>
        </message>
        <message>
            <source>detector</source>
            <translation>检测器</translation>
        </message>
        <message>
            <source>missing: %1</source>
            <translation>缺少：%1</translation>
        </message>
        <message>
            <source>Evidence</source>
            <translation>证据</translation>
        </message>
        <message>
            <source>No knowledge base is set (Settings).</source>
            <translation>未设置知识库（设置）。</translation>
        </message>
        <message>
            <source>All backends</source>
            <translation>所有后端</translation>
        </message>
        <message>
            <source>All categories</source>
            <translation>所有类别</translation>
        </message>
        <message>
            <source>%1 (current)</source>
            <translation>%1（当前）</translation>
        </message>
        <message>
            <source>%1 is at version %2.</source>
            <translation>%1 当前为版本 %2。</translation>
        </message>
        <message>
            <source>Version %1 of %2 is recorded without its definition (older knowledge bases kept only the note).</source>
            <translation>%2 的版本 %1 没有保存定义（旧版知识库只保存备注）。</translation>
        </message>
        <message>
            <source>version %1</source>
            <translation>版本 %1</translation>
        </message>
        <message>
            <source>version %1 (current)</source>
            <translation>版本 %1（当前）</translation>
        </message>
        <message>
            <source>Version %1 has the same definition as the current one.</source>
            <translation>版本 %1 的定义与当前相同。</translation>
        </message>
        <message>
            <source>Saved %1 as version %2.</source>
            <translation>已将 %1 保存为版本 %2。</translation>
        </message>
        <message>
            <source>%1 reverted to the definition of version %2.</source>
            <translation>%1 已恢复为版本 %2 的定义。</translation>
        </message>
        <message>
            <source>Open a kernel folder first; the test reads it the way the diagnosis does.</source>
            <translation>请先打开内核文件夹；测试会像诊断一样读取它。</translation>
        </message>
        <message>
            <source>Testing %1 on %2…</source>
            <translation>正在 %2 上测试 %1…</translation>
        </message>
        <message>
            <source>Testing %1…</source>
            <translation>正在测试 %1…</translation>
        </message>
        <message>
            <source>Nothing imported: %1</source>
            <translation>未导入任何内容：%1</translation>
        </message>
        <message>
            <source>Imported %1: %2 added, %3 updated, %4 unchanged, %5 compiler-knowledge entries.</source>
            <translation>已导入 %1：新增 %2，更新 %3，未变 %4，编译器知识条目 %5。</translation>
        </message>
        <message>
            <source>%1: could not write the export: %2</source>
            <translation>%1：无法写入导出文件：%2</translation>
        </message>
        <message>
            <source>Exported the knowledge base to %1.</source>
            <translation>已将知识库导出到 %1。</translation>
        </message>
        <message>
            <source>Patterns and compiler knowledge</source>
            <translation>模式与编译器知识</translation>
        </message>
        <message>
            <source>Proposals</source>
            <translation>提案</translation>
        </message>
        <message>
            <source>Search id, title, category, source…</source>
            <translation>搜索标识、标题、类别、来源…</translation>
        </message>
        <message>
            <source>All levels</source>
            <translation>所有层级</translation>
        </message>
        <message>
            <source>L1 patterns</source>
            <translation>L1 模式</translation>
        </message>
        <message>
            <source>L4 compiler knowledge</source>
            <translation>L4 编译器知识</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>导入…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>导出…</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>层级</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>标识</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>标题</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>类别</translation>
        </message>
        <message>
            <source>Backends</source>
            <translation>后端</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>来源</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>版本</translation>
        </message>
        <message>
            <source>Tried</source>
            <translation>尝试</translation>
        </message>
        <message>
            <source>Accepted</source>
            <translation>采纳</translation>
        </message>
        <message>
            <source>Median gain</source>
            <translation>收益中位数</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>保存</translation>
        </message>
        <message>
            <source>Test on the open kernel</source>
            <translation>在打开的内核上测试</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>日期</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>备注</translation>
        </message>
        <message>
            <source>Revert to this version</source>
            <translation>恢复到此版本</translation>
        </message>
        <message>
            <source>History</source>
            <translation>历史</translation>
        </message>
        <message>
            <source>Test result</source>
            <translation>测试结果</translation>
        </message>
        <message>
            <source>Reading the knowledge base</source>
            <translation>正在读取知识库</translation>
        </message>
        <message>
            <source>%1 is not in the knowledge base.</source>
            <translation>%1 不在知识库中。</translation>
        </message>
        <message>
            <source>Reading the history of %1</source>
            <translation>正在读取 %1 的历史</translation>
        </message>
        <message>
            <source>Reading version %1…</source>
            <translation>正在读取版本 %1…</translation>
        </message>
        <message>
            <source>Exporting the knowledge base to %1…</source>
            <translation>正在将知识库导出到 %1…</translation>
        </message>
        <message>
            <source>Exporting the knowledge base</source>
            <translation>正在导出知识库</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::FindingsBrowser</name>
        <message>
            <source>high</source>
            <translation>高</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>中</translation>
        </message>
        <message>
            <source>low</source>
            <translation>低</translation>
        </message>
        <message>
            <source>info</source>
            <translation>信息</translation>
        </message>
        <message>
            <source>No finding: the evidence shows no cause.</source>
            <translation>无发现：证据中没有显示原因。</translation>
        </message>
        <message>
            <source>decisive</source>
            <translation>决定性</translation>
        </message>
        <message>
            <source>Category:</source>
            <translation>类别：</translation>
        </message>
        <message>
            <source>Level:</source>
            <translation>层级：</translation>
        </message>
        <message>
            <source>Impact:</source>
            <translation>影响：</translation>
        </message>
        <message>
            <source>%1 % of the kernel's time</source>
            <translation>内核时间的 %1 %</translation>
        </message>
        <message>
            <source>not estimated</source>
            <translation>未估计</translation>
        </message>
        <message>
            <source>Location:</source>
            <translation>位置：</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>未知</translation>
        </message>
        <message>
            <source>(stale: the source changed since the IR was captured)</source>
            <translation>（已过时：捕获 IR 后源码已改变）</translation>
        </message>
        <message>
            <source>Pattern:</source>
            <translation>模式：</translation>
        </message>
        <message>
            <source>confidence %1</source>
            <translation>置信度 %1</translation>
        </message>
        <message>
            <source>Why:</source>
            <translation>原因：</translation>
        </message>
        <message>
            <source>A rewrite must satisfy:</source>
            <translation>重写必须满足：</translation>
        </message>
        <message numerus="yes">
            <source>Evidence (%n item(s)):</source>
            <translation>
                <numerusform>证据（%n 项）：</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::FindingsPanel</name>
        <message>
            <source>%1 → %2: %3</source>
            <translation>%1 → %2：%3</translation>
        </message>
        <message>
            <source>Diagnosing…</source>
            <translation>正在诊断…</translation>
        </message>
        <message>
            <source>Open a kernel folder to diagnose it.</source>
            <translation>打开内核文件夹以进行诊断。</translation>
        </message>
        <message>
            <source>Stopped at %1: %2</source>
            <translation>停在 %1：%2</translation>
        </message>
        <message>
            <source>Bottleneck: %1</source>
            <translation>瓶颈：%1</translation>
        </message>
        <message>
            <source>L1
patterns</source>
            <translation>L1
模式</translation>
        </message>
        <message>
            <source>L2
profile</source>
            <translation>L2
剖析</translation>
        </message>
        <message>
            <source>L3
IR</source>
            <translation>L3
IR</translation>
        </message>
        <message>
            <source>L4
compiler</source>
            <translation>L4
编译器</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::IrSearchBar</name>
        <message>
            <source>no matches</source>
            <translation>无匹配</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>第 %1 个，共 %2 个</translation>
        </message>
        <message>
            <source>%1 matches</source>
            <translation>%1 个匹配</translation>
        </message>
        <message>
            <source>Find in this pane…</source>
            <translation>在此窗格中查找…</translation>
        </message>
        <message>
            <source>Previous match (Shift+Enter)</source>
            <translation>上一个匹配（Shift+Enter）</translation>
        </message>
        <message>
            <source>Next match (Enter)</source>
            <translation>下一个匹配（Enter）</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::JobStatus</name>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>lowering trajectory</source>
            <translation>lowering 轨迹</translation>
        </message>
        <message>
            <source>profile</source>
            <translation>性能剖析</translation>
        </message>
        <message>
            <source>diagnosis</source>
            <translation>诊断</translation>
        </message>
        <message>
            <source>workspace</source>
            <translation>工作区</translation>
        </message>
        <message>
            <source>synthesis</source>
            <translation>合成</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::KernelChooser</name>
        <message>
            <source>(profile)</source>
            <translation>（性能剖析）</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::KnowledgeEditor</name>
        <message>
            <source>A compiler-knowledge entry (L4) as stored: which pass, what blocks it, what it says, and the evidence tests (applies_when, blocked_checks) in the detector language.</source>
            <translation>按存储形式显示的编译器知识条目（L4）：哪个 pass、什么阻止了它、它输出什么，以及用检测器语言编写的证据检查（applies_when、blocked_checks）。</translation>
        </message>
        <message>
            <source>JSON: line %1, column %2: %3</source>
            <translation>JSON：第 %1 行，第 %2 列：%3</translation>
        </message>
        <message>
            <source>expected an object</source>
            <translation>应为对象</translation>
        </message>
        <message>
            <source>the entry needs an id</source>
            <translation>条目需要标识</translation>
        </message>
        <message>
            <source>%1: line %2, column %3: %4</source>
            <translation>%1：第 %2 行，第 %3 列：%4</translation>
        </message>
        <message>
            <source>The entry is valid.</source>
            <translation>条目有效。</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::LadderView</name>
        <message>
            <source>Running…</source>
            <translation>运行中…</translation>
        </message>
        <message>
            <source>Not reached</source>
            <translation>未到达</translation>
        </message>
        <message>
            <source>Skipped on the way from %1 to %2.</source>
            <translation>从 %1 到 %2 时跳过。</translation>
        </message>
        <message numerus="yes">
            <source>Established %n finding(s)</source>
            <translation>
                <numerusform>确立了 %n 个发现</numerusform>
            </translation>
        </message>
        <message>
            <source>Reached from %1:</source>
            <translation>从 %1 到达：</translation>
        </message>
        <message>
            <source>Climbed to %1:</source>
            <translation>攀升到 %1：</translation>
        </message>
        <message>
            <source>Stopped here:</source>
            <translation>在此停止：</translation>
        </message>
        <message>
            <source>Diagnosing…</source>
            <translation>正在诊断…</translation>
        </message>
        <message>
            <source>Open a kernel folder to diagnose it.</source>
            <translation>打开内核文件夹以进行诊断。</translation>
        </message>
        <message numerus="yes">
            <source>Stopped at %1 (%2) with %n finding(s).</source>
            <translation>
                <numerusform>停在 %1（%2），共 %n 个发现。</numerusform>
            </translation>
        </message>
        <message>
            <source>Bottleneck: %1</source>
            <translation>瓶颈：%1</translation>
        </message>
        <message>
            <source>Kernel:</source>
            <translation>内核：</translation>
        </message>
        <message>
            <source>Run again</source>
            <translation>重新运行</translation>
        </message>
        <message>
            <source>Read the folder again and climb the ladder (F5)</source>
            <translation>重新读取文件夹并攀登诊断阶梯（F5）</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Partial data:</source>
            <translation>部分数据：</translation>
        </message>
        <message>
            <source>the profile figures below are built from files that end early or hold fewer rows than they should.</source>
            <translation>下面的剖析数据来自提前结束或行数少于应有数量的文件。</translation>
        </message>
        <message>
            <source>Grid</source>
            <translation>网格</translation>
        </message>
        <message>
            <source>Programs</source>
            <translation>程序数</translation>
        </message>
        <message>
            <source>Warps per program</source>
            <translation>每个程序的 warp 数</translation>
        </message>
        <message>
            <source>Programs per SM</source>
            <translation>每个 SM 的程序数</translation>
        </message>
        <message>
            <source>Resident programs per SM</source>
            <translation>每个 SM 常驻的程序数</translation>
        </message>
        <message>
            <source>Waves</source>
            <translation>波数</translation>
        </message>
        <message>
            <source>Elements per program</source>
            <translation>每个程序的元素数</translation>
        </message>
        <message>
            <source>Elements per thread</source>
            <translation>每线程的元素数</translation>
        </message>
        <message>
            <source>Bytes per thread</source>
            <translation>每线程的字节数</translation>
        </message>
        <message>
            <source>Loop iterations per program</source>
            <translation>每个程序的循环迭代次数</translation>
        </message>
        <message>
            <source>Masked share of the last block</source>
            <translation>最后一个块被掩码的比例</translation>
        </message>
        <message>
            <source>Dot shape and precision</source>
            <translation>dot 形状与精度</translation>
        </message>
        <message>
            <source>Dot on tensor cores</source>
            <translation>dot 是否走张量核</translation>
        </message>
        <message>
            <source>Vector width of the loads</source>
            <translation>加载的向量宽度</translation>
        </message>
        <message>
            <source>Size per thread (layout)</source>
            <translation>每线程大小（布局）</translation>
        </message>
        <message>
            <source>Programs (measured)</source>
            <translation>程序数（实测）</translation>
        </message>
        <message>
            <source>Waves per SM (measured)</source>
            <translation>每个 SM 的波数（实测）</translation>
        </message>
        <message>
            <source>Constant %1</source>
            <translation>常量 %1</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>no</source>
            <translation>否</translation>
        </message>
        <message>
            <source>source</source>
            <translation>源码</translation>
        </message>
        <message>
            <source>IR</source>
            <translation>IR</translation>
        </message>
        <message>
            <source>profile</source>
            <translation>性能剖析</translation>
        </message>
        <message>
            <source>hardware model</source>
            <translation>硬件模型</translation>
        </message>
        <message>
            <source>every case</source>
            <translation>所有用例</translation>
        </message>
        <message>
            <source>Not computed</source>
            <translation>未计算</translation>
        </message>
        <message numerus="yes">
            <source>Launch facts (%n): what the launch is, each with where it was read</source>
            <translation>
                <numerusform>启动事实（%n）：这次启动是什么，每条都注明来源</numerusform>
            </translation>
        </message>
        <message>
            <source>Launch fact</source>
            <translation>启动事实</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>值</translation>
        </message>
        <message>
            <source>Holds for</source>
            <translation>适用于</translation>
        </message>
        <message>
            <source>Read from</source>
            <translation>读取自</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::MainWindow</name>
        <message>
            <source>Lowerscope — Triton kernel diagnosis</source>
            <translation>Lowerscope — Triton 内核诊断</translation>
        </message>
        <message>
            <source>%1 — Lowerscope</source>
            <translation>%1 — Lowerscope</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>开始</translation>
        </message>
        <message>
            <source>Evidence</source>
            <translation>证据</translation>
        </message>
        <message>
            <source>Findings</source>
            <translation>诊断结果</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>日志</translation>
        </message>
        <message>
            <source>No kernel open</source>
            <translation>未打开内核</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>文件(&amp;F)</translation>
        </message>
        <message>
            <source>Open &amp;Folder…</source>
            <translation>打开文件夹(&amp;F)…</translation>
        </message>
        <message>
            <source>&amp;Open File…</source>
            <translation>打开文件(&amp;O)…</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>最近打开(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>设置(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <source>System default</source>
            <translation>系统默认</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;About Lowerscope</source>
            <translation>关于 Lowerscope(&amp;A)</translation>
        </message>
        <message>
            <source>About &amp;Qt</source>
            <translation>关于 Qt(&amp;Q)</translation>
        </message>
        <message>
            <source>%1: no such file or folder</source>
            <translation>%1：没有该文件或文件夹</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>已打开 %1</translation>
        </message>
        <message>
            <source>Open Kernel Folder</source>
            <translation>打开内核文件夹</translation>
        </message>
        <message>
            <source>Open File</source>
            <translation>打开文件</translation>
        </message>
        <message>
            <source>About Lowerscope</source>
            <translation>关于 Lowerscope</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Lowerscope %1&lt;/h3&gt;&lt;p&gt;A workbench for making Triton kernels fast on NVIDIA GPUs and Ascend NPUs. It reads the lowering trajectory and profiles, and climbs a diagnosis ladder: pattern triage, profiling, IR attribution, compiler knowledge.&lt;/p&gt;&lt;p&gt;Knowledge base: %2&lt;br&gt;Workspace: %3&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Lowerscope %1&lt;/h3&gt;&lt;p&gt;在 NVIDIA GPU 和昇腾 NPU 上加速 Triton 内核的工作台。它读取下降轨迹和性能数据，并沿诊断阶梯逐级深入：模式筛查、性能剖析、IR 归因、编译器知识。&lt;/p&gt;&lt;p&gt;知识库：%2&lt;br&gt;工作区：%3&lt;/p&gt;</translation>
        </message>
        <message>
            <source>%1: findings %2, levels reached %3</source>
            <translation>%1：%2 个结果，达到层级 %3</translation>
        </message>
        <message>
            <source>No folder for kernel %1 under %2</source>
            <translation>%2 下没有内核 %1 的文件夹</translation>
        </message>
        <message>
            <source>Kernel %1: %2</source>
            <translation>内核 %1：%2</translation>
        </message>
        <message>
            <source>Reading %1 was cancelled</source>
            <translation>已取消读取 %1</translation>
        </message>
        <message>
            <source>Reading %1…</source>
            <translation>正在读取 %1…</translation>
        </message>
        <message>
            <source>Kernel %1</source>
            <translation>内核 %1</translation>
        </message>
        <message>
            <source>Reading the workspace %1…</source>
            <translation>正在读取工作区 %1…</translation>
        </message>
        <message>
            <source>Kernels, IR and profiles (%1);;All files (*)</source>
            <translation>内核、IR 和性能数据 (%1);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Diagnosis</source>
            <translation>诊断</translation>
        </message>
        <message>
            <source>%1 is not in the knowledge base %2</source>
            <translation>%1 不在知识库 %2 中</translation>
        </message>
        <message>
            <source>%1 = %2 (%3)</source>
            <translation>%1 = %2（%3）</translation>
        </message>
        <message>
            <source>Demo workspace %1: %2 round(s) recorded now, %3 already there. The times are the H200 measurements of %4.</source>
            <translation>演示工作区 %1：本次记录 %2 个轮次，已有 %3 个。时间为 %4 中的 H200 实测值。</translation>
        </message>
        <message>
            <source>That view has nothing to show yet.</source>
            <translation>该视图暂无内容。</translation>
        </message>
        <message>
            <source>Open &amp;Demo</source>
            <translation>打开演示(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>键盘快捷键(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>设置(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Run Diagnosis Again</source>
            <translation>重新运行诊断(&amp;R)</translation>
        </message>
        <message>
            <source>Pattern &amp;Curator</source>
            <translation>模式管理(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Rounds and Report</source>
            <translation>轮次与报告(&amp;R)</translation>
        </message>
        <message>
            <source>Trajectory</source>
            <translation>轨迹</translation>
        </message>
        <message>
            <source>Source &amp;&amp; IR</source>
            <translation>源码 &amp;&amp; IR</translation>
        </message>
        <message>
            <source>Timeline</source>
            <translation>时间线</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>图表</translation>
        </message>
        <message>
            <source>Curator</source>
            <translation>模式管理</translation>
        </message>
        <message>
            <source>Rounds &amp;&amp; Report</source>
            <translation>轮次 &amp;&amp; 报告</translation>
        </message>
        <message>
            <source>Show %1</source>
            <translation>显示%1</translation>
        </message>
        <message>
            <source>Zoom &amp;In</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <source>Zoom &amp;Out</source>
            <translation>缩小(&amp;O)</translation>
        </message>
        <message>
            <source>Reset &amp;Zoom</source>
            <translation>重置缩放(&amp;Z)</translation>
        </message>
        <message>
            <source>The knowledge base changed: Run Diagnosis Again (F5) applies it.</source>
            <translation>知识库已更改：“重新运行诊断”（F5）会应用更改。</translation>
        </message>
        <message>
            <source>The demo is not installed next to the application (a demo-kit folder beside the executable).</source>
            <translation>演示未安装在应用程序旁（可执行文件旁的 demo-kit 文件夹）。</translation>
        </message>
        <message>
            <source>Preparing the demo…</source>
            <translation>正在准备演示…</translation>
        </message>
        <message>
            <source>Keyboard Shortcuts</source>
            <translation>键盘快捷键</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>操作</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>快捷键</translation>
        </message>
        <message>
            <source>Source &amp; IR: first and last line</source>
            <translation>源码与 IR：首行与末行</translation>
        </message>
        <message>
            <source>Timeline: next search hit</source>
            <translation>时间线：下一个搜索结果</translation>
        </message>
        <message>
            <source>Zoom: %1 pt</source>
            <translation>缩放：%1 pt</translation>
        </message>
        <message>
            <source>Optimize</source>
            <translation>优化</translation>
        </message>
        <message>
            <source>The loop is running; cancel it before starting another.</source>
            <translation>循环正在运行；请先取消它再启动另一个。</translation>
        </message>
        <message>
            <source>&amp;Optimize Operator Tasks…</source>
            <translation>优化算子任务(&amp;O)…</translation>
        </message>
        <message>
            <source>Findings and Diagnosis: next link (location, pattern, evidence), then show it</source>
            <translation>发现与诊断：下一个链接（位置、模式、证据），然后显示</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::OpenBanner</name>
        <message>
            <source>Hide this message</source>
            <translation>隐藏此消息</translation>
        </message>
        <message>
            <source>Nothing to show in %1</source>
            <translation>%1 中没有可显示的内容</translation>
        </message>
        <message>
            <source>Not found: no kernel IR or pass dump, no profile, no benchmark results and no Triton source.</source>
            <translation>未找到：没有内核 IR 或 pass 转储、性能分析、基准结果和 Triton 源码。</translation>
        </message>
        <message>
            <source>and %1 more</source>
            <translation>另有 %1 个</translation>
        </message>
        <message>
            <source>Found, but in no format Lowerscope reads:</source>
            <translation>已找到，但不是 Lowerscope 可读取的格式：</translation>
        </message>
        <message>
            <source>Found: no files.</source>
            <translation>找到：没有文件。</translation>
        </message>
        <message>
            <source>Problems:</source>
            <translation>问题：</translation>
        </message>
        <message>
            <source>and %1 more (see the Log)</source>
            <translation>另有 %1 条（见日志）</translation>
        </message>
        <message>
            <source>Lowerscope reads:</source>
            <translation>Lowerscope 可读取：</translation>
        </message>
        <message>
            <source>Partial data in %1</source>
            <translation>%1 中的部分数据</translation>
        </message>
        <message>
            <source>These files end early or hold fewer rows than their own header or sibling files imply; the figures built from them are marked partial:</source>
            <translation>这些文件提前结束，或行数少于其表头或同级文件所示；由它们得出的数据已标记为部分数据：</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::OptimizeDialog</name>
        <message>
            <source>Add an operator task folder</source>
            <translation>添加算子任务文件夹</translation>
        </message>
        <message>
            <source>Baseline log</source>
            <translation>基线日志</translation>
        </message>
        <message>
            <source>Harness logs (*.json)</source>
            <translation>Harness 日志 (*.json)</translation>
        </message>
        <message>
            <source>Results of an offline step</source>
            <translation>离线步骤的结果</translation>
        </message>
        <message>
            <source>Results archives (*.tar.gz)</source>
            <translation>结果归档 (*.tar.gz)</translation>
        </message>
        <message>
            <source>An offline profile runs nothing here: each step is exported as a bundle to run where the hardware is; the loop then waits for its results.</source>
            <translation>离线配置在此不运行任何内容：每一步都导出为一个包，在有硬件的地方运行；循环随后等待其结果。</translation>
        </message>
        <message>
            <source>Each candidate runs through the harness on %1, after you have seen its diff.</source>
            <translation>每个候选在您看过其差异之后，通过 %1 上的 harness 运行。</translation>
        </message>
        <message>
            <source>Optimize Operator Tasks</source>
            <translation>优化算子任务</translation>
        </message>
        <message>
            <source>The embedded loop: each step diagnoses the best kernel so far, picks rewrites from the findings by impact, asks you before any of them runs, validates them with the runner and records the rounds in the workspace.</source>
            <translation>内置循环：每一步诊断迄今最好的内核，按影响从发现中挑选改写，在任何改写运行前征求您的同意，用运行器验证，并把轮次记录到工作区。</translation>
        </message>
        <message>
            <source>Task folders (each with a task.json):</source>
            <translation>任务文件夹（每个都含 task.json）：</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>添加…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>删除</translation>
        </message>
        <message>
            <source>Rounds per operator:</source>
            <translation>每个算子的轮数：</translation>
        </message>
        <message>
            <source>In all, counting the rounds of earlier sessions.</source>
            <translation>总数，包括之前会话的轮次。</translation>
        </message>
        <message>
            <source>Candidates per step:</source>
            <translation>每步候选数：</translation>
        </message>
        <message>
            <source>Runner:</source>
            <translation>运行器：</translation>
        </message>
        <message>
            <source>Continue the rounds the workspace already holds for these tasks</source>
            <translation>继续工作区中这些任务已有的轮次</translation>
        </message>
        <message>
            <source>Baseline log (optional):</source>
            <translation>基线日志（可选）：</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>浏览…</translation>
        </message>
        <message>
            <source>Offline results (optional):</source>
            <translation>离线结果（可选）：</translation>
        </message>
        <message>
            <source>The results.tar.gz of an offline step's bundle: imported first, its rounds finished, then the loop continues.</source>
            <translation>离线步骤包的 results.tar.gz：先导入并完成其轮次，然后循环继续。</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>开始</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::OptimizeView</name>
        <message>
            <source>%1 of %2 requests</source>
            <translation>%2 个请求中的 %1 个</translation>
        </message>
        <message numerus="yes">
            <source>This step's %n request(s) were exported as a bundle:&lt;br&gt;&lt;code&gt;%1&lt;/code&gt;&lt;br&gt;Where the hardware is: &lt;code&gt;mkdir b &amp;amp;&amp;amp; tar -xzf %1 -C b &amp;amp;&amp;amp; cd b &amp;amp;&amp;amp; python3 run.py&lt;/code&gt; writes &lt;code&gt;results.tar.gz&lt;/code&gt;. Bring it back and continue the loop with its results: Start… with it as the offline results, or&lt;br&gt;&lt;code&gt;lowerscope optimize %2 --runner %3 --results results.tar.gz --workspace %4&lt;/code&gt;&lt;br&gt;The step's rounds stay started until then.</source>
            <translation>
                <numerusform>本步的 %n 个请求已导出为一个包：&lt;br&gt;&lt;code&gt;%1&lt;/code&gt;&lt;br&gt;在有硬件的地方，&lt;code&gt;mkdir b &amp;amp;&amp;amp; tar -xzf %1 -C b &amp;amp;&amp;amp; cd b &amp;amp;&amp;amp; python3 run.py&lt;/code&gt; 会写出 &lt;code&gt;results.tar.gz&lt;/code&gt;。把它带回来，用其结果继续循环：在“开始…”中把它作为离线结果，或&lt;br&gt;&lt;code&gt;lowerscope optimize %2 --runner %3 --results results.tar.gz --workspace %4&lt;/code&gt;&lt;br&gt;在此之前，本步的轮次保持为已开始。</numerusform>
            </translation>
        </message>
        <message>
            <source>Bundle written: %1</source>
            <translation>已写出包：%1</translation>
        </message>
        <message>
            <source>Starting: reading the tasks and the knowledge base…</source>
            <translation>正在启动：读取任务和知识库…</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>正在取消…</translation>
        </message>
        <message>
            <source>Step %1 of at most %2 — %3</source>
            <translation>第 %1 步（最多 %2 步）— %3</translation>
        </message>
        <message>
            <source>%1: %2× (round %3, %4)</source>
            <translation>%1：%2×（第 %3 轮，%4）</translation>
        </message>
        <message>
            <source>%1: the initial kernel (no round accepted yet)</source>
            <translation>%1：初始内核（尚无被接受的轮次）</translation>
        </message>
        <message numerus="yes">
            <source>%n operator(s) still at the initial kernel</source>
            <translation>
                <numerusform>%n 个算子仍是初始内核</numerusform>
            </translation>
        </message>
        <message>
            <source>Best so far: no round recorded yet.</source>
            <translation>迄今最佳：尚未记录任何轮次。</translation>
        </message>
        <message>
            <source>Best so far — %1</source>
            <translation>迄今最佳 — %1</translation>
        </message>
        <message>
            <source>The loop stopped: %1</source>
            <translation>循环已停止：%1</translation>
        </message>
        <message>
            <source>Cancelled. Rounds that did not finish stay started; start again with “Continue the rounds” to run them.</source>
            <translation>已取消。未完成的轮次保持为已开始；勾选“继续轮次”再次开始即可运行它们。</translation>
        </message>
        <message>
            <source>The loop finished.</source>
            <translation>循环已结束。</translation>
        </message>
        <message>
            <source>Optimization loop</source>
            <translation>优化循环</translation>
        </message>
        <message>
            <source>Start…</source>
            <translation>开始…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <source>Not running. Start… chooses task folders, rounds, candidates and a runner.</source>
            <translation>未运行。“开始…”可选择任务文件夹、轮数、候选数和运行器。</translation>
        </message>
        <message>
            <source>Ladder</source>
            <translation>阶梯</translation>
        </message>
        <message>
            <source>The diagnosis ladder of the current step</source>
            <translation>当前步骤的诊断阶梯</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>日志</translation>
        </message>
        <message>
            <source>The diagnosis of the operator's best kernel so far, from which the step picked its rewrites:</source>
            <translation>该算子迄今最佳内核的诊断，本步从中挑选改写：</translation>
        </message>
        <message>
            <source>Reading the workspace</source>
            <translation>正在读取工作区</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::PassListView</name>
        <message>
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <source>%1
on %2</source>
            <translation>%1
作用于 %2</translation>
        </message>
        <message>
            <source>?</source>
            <translation>?</translation>
        </message>
        <message>
            <source>unchanged</source>
            <translation>未改动</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>第 %1 个，共 %2 个</translation>
        </message>
        <message>
            <source>Filter passes…</source>
            <translation>筛选 pass…</translation>
        </message>
        <message>
            <source>Changed only</source>
            <translation>仅已改动</translation>
        </message>
        <message>
            <source>Hide the passes that left the IR unchanged</source>
            <translation>隐藏未改动 IR 的 pass</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>Pipeline</source>
            <translation>流水线</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>改动</translation>
        </message>
        <message>
            <source>Remarks</source>
            <translation>Remark</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::PatternEditor</name>
        <message>
            <source>Add detector</source>
            <translation>添加检测器</translation>
        </message>
        <message>
            <source>Remove detector</source>
            <translation>移除检测器</translation>
        </message>
        <message>
            <source>Add edit</source>
            <translation>添加编辑</translation>
        </message>
        <message>
            <source>Remove edit</source>
            <translation>移除编辑</translation>
        </message>
        <message>
            <source>Detector %1: line %2, column %3: %4</source>
            <translation>检测器 %1：第 %2 行，第 %3 列：%4</translation>
        </message>
        <message>
            <source>Detector %1: the kind must be source, ir or metric</source>
            <translation>检测器 %1：类型必须是 source、ir 或 metric</translation>
        </message>
        <message>
            <source>Detector %1: the role must be required, supporting or veto</source>
            <translation>检测器 %1：角色必须是 required、supporting 或 veto</translation>
        </message>
        <message>
            <source>Applicability: line %1, column %2: %3</source>
            <translation>适用条件：第 %1 行，第 %2 列：%3</translation>
        </message>
        <message>
            <source>Every detector parses.</source>
            <translation>所有检测器均可解析。</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>标识</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>标题</translation>
        </message>
        <message>
            <source>Family</source>
            <translation>类族</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>类别</translation>
        </message>
        <message>
            <source>Severity</source>
            <translation>严重程度</translation>
        </message>
        <message>
            <source>Backends</source>
            <translation>后端</translation>
        </message>
        <message>
            <source>Operator categories</source>
            <translation>算子类别</translation>
        </message>
        <message>
            <source>Applicability</source>
            <translation>适用条件</translation>
        </message>
        <message>
            <source>Symptom</source>
            <translation>症状</translation>
        </message>
        <message>
            <source>Rationale</source>
            <translation>依据</translation>
        </message>
        <message>
            <source>Recipe</source>
            <translation>方案</translation>
        </message>
        <message>
            <source>Rewrite conditions
(one per line)</source>
            <translation>重写条件
（每行一条）</translation>
        </message>
        <message>
            <source>Expected gain</source>
            <translation>预期收益</translation>
        </message>
        <message>
            <source>Risk</source>
            <translation>风险</translation>
        </message>
        <message>
            <source>Provenance</source>
            <translation>来源类型</translation>
        </message>
        <message>
            <source>Cited source</source>
            <translation>引用来源</translation>
        </message>
        <message>
            <source>From rounds</source>
            <translation>来源轮次</translation>
        </message>
        <message>
            <source>Untested</source>
            <translation>未测试</translation>
        </message>
        <message>
            <source>no fixture exercises its detectors</source>
            <translation>没有测试数据覆盖其检测器</translation>
        </message>
        <message>
            <source>Detectors</source>
            <translation>检测器</translation>
        </message>
        <message>
            <source>Mechanical edits</source>
            <translation>机械式编辑</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>类型</translation>
        </message>
        <message>
            <source>Role</source>
            <translation>角色</translation>
        </message>
        <message>
            <source>Weight</source>
            <translation>权重</translation>
        </message>
        <message>
            <source>Expression</source>
            <translation>表达式</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>备注</translation>
        </message>
        <message>
            <source>Parameter</source>
            <translation>参数</translation>
        </message>
        <message>
            <source>Operation</source>
            <translation>操作</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>值</translation>
        </message>
        <message>
            <source>optional detector expression; false means the pattern does not apply</source>
            <translation>可选的检测器表达式；为假表示模式不适用</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::ProfileTabs</name>
        <message>
            <source>Profile: %1 events on %2 tracks (%3)</source>
            <translation>性能剖析：%2 条轨道上 %1 个事件（%3）</translation>
        </message>
        <message>
            <source>Timeline</source>
            <translation>时间线</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>图表</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::ProposalReview</name>
        <message>
            <source>No workspace is set (Settings).</source>
            <translation>未设置工作区（设置）。</translation>
        </message>
        <message>
            <source>No proposals. Synthesize reads the accepted rounds of the workspace and proposes patterns.</source>
            <translation>没有提案。“从轮次合成”会读取工作区中被采纳的轮次并提出模式。</translation>
        </message>
        <message>
            <source>Kind:</source>
            <translation>类型：</translation>
        </message>
        <message>
            <source>State:</source>
            <translation>状态：</translation>
        </message>
        <message>
            <source>Proposed pattern:</source>
            <translation>提议的模式：</translation>
        </message>
        <message>
            <source>Category:</source>
            <translation>类别：</translation>
        </message>
        <message>
            <source>Detectors:</source>
            <translation>检测器：</translation>
        </message>
        <message>
            <source>Recipe:</source>
            <translation>方案：</translation>
        </message>
        <message>
            <source>Rewrite conditions:</source>
            <translation>重写条件：</translation>
        </message>
        <message>
            <source>Known pattern:</source>
            <translation>已知模式：</translation>
        </message>
        <message>
            <source>Statistics:</source>
            <translation>统计：</translation>
        </message>
        <message>
            <source>The rounds it came from</source>
            <translation>其来源轮次</translation>
        </message>
        <message>
            <source>not in this workspace</source>
            <translation>不在此工作区中</translation>
        </message>
        <message>
            <source>level</source>
            <translation>层级</translation>
        </message>
        <message>
            <source>source</source>
            <translation>源码</translation>
        </message>
        <message>
            <source>outcome</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>speed-up</source>
            <translation>加速比</translation>
        </message>
        <message>
            <source>Curator's note:</source>
            <translation>审核者备注：</translation>
        </message>
        <message>
            <source>Select a proposal first.</source>
            <translation>请先选择一个提案。</translation>
        </message>
        <message>
            <source>Proposal #%1 approved; the knowledge base has it.</source>
            <translation>提案 #%1 已批准，知识库已收录。</translation>
        </message>
        <message>
            <source>Proposal #%1 rejected.</source>
            <translation>提案 #%1 已拒绝。</translation>
        </message>
        <message>
            <source>%1 proposal(s), %2 new.</source>
            <translation>%1 个提案，%2 个新提案。</translation>
        </message>
        <message>
            <source>Pending</source>
            <translation>待处理</translation>
        </message>
        <message>
            <source>Approved</source>
            <translation>已批准</translation>
        </message>
        <message>
            <source>Rejected</source>
            <translation>已拒绝</translation>
        </message>
        <message>
            <source>All</source>
            <translation>全部</translation>
        </message>
        <message>
            <source>Synthesize from rounds</source>
            <translation>从轮次合成</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>标识</translation>
        </message>
        <message>
            <source>State</source>
            <translation>状态</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>类型</translation>
        </message>
        <message>
            <source>About</source>
            <translation>对象</translation>
        </message>
        <message>
            <source>From rounds</source>
            <translation>来源轮次</translation>
        </message>
        <message>
            <source>Note:</source>
            <translation>备注：</translation>
        </message>
        <message>
            <source>why you approve or reject it (kept with the decision)</source>
            <translation>批准或拒绝的理由（与决定一起保存）</translation>
        </message>
        <message>
            <source>Approve</source>
            <translation>批准</translation>
        </message>
        <message>
            <source>Reject</source>
            <translation>拒绝</translation>
        </message>
        <message>
            <source>Reading the proposals</source>
            <translation>正在读取提案</translation>
        </message>
        <message>
            <source>Synthesis cancelled; the proposals stored before it stay.</source>
            <translation>合成已取消；此前保存的提案保持不变。</translation>
        </message>
        <message>
            <source>Synthesizing proposals from the rounds of %1…</source>
            <translation>正在根据 %1 的轮次合成提案…</translation>
        </message>
        <message>
            <source>Synthesizing proposals</source>
            <translation>正在合成提案</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::RoundsView</name>
        <message>
            <source>Export the report</source>
            <translation>导出报告</translation>
        </message>
        <message>
            <source>Markdown (*.md)</source>
            <translation>Markdown (*.md)</translation>
        </message>
        <message>
            <source>HTML (*.html)</source>
            <translation>HTML (*.html)</translation>
        </message>
        <message>
            <source>Workspace: %1</source>
            <translation>工作区：%1</translation>
        </message>
        <message>
            <source>none</source>
            <translation>无</translation>
        </message>
        <message>
            <source>No workspace is set (Settings).</source>
            <translation>未设置工作区（设置）。</translation>
        </message>
        <message>
            <source>Nothing recorded yet: %1</source>
            <translation>尚未记录任何内容：%1</translation>
        </message>
        <message numerus="yes">
            <source>%n case(s)</source>
            <translation>
                <numerusform>%n 个用例</numerusform>
            </translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>第 %1 轮</translation>
        </message>
        <message>
            <source>No operator has a recorded round yet.</source>
            <translation>尚无算子有记录的轮次。</translation>
        </message>
        <message>
            <source>Speed-up per operator (best round vs initial kernel)</source>
            <translation>各算子加速比（最佳轮次对比初始内核）</translation>
        </message>
        <message>
            <source>Select a round.</source>
            <translation>请选择一个轮次。</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>层级</translation>
        </message>
        <message>
            <source>Rewrite source</source>
            <translation>重写来源</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>Speed-up vs the initial kernel</source>
            <translation>相对初始内核的加速比</translation>
        </message>
        <message>
            <source>Speed-up vs the reference</source>
            <translation>相对参考实现的加速比</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>开始</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>结束</translation>
        </message>
        <message>
            <source>Cases</source>
            <translation>用例</translation>
        </message>
        <message>
            <source>Case</source>
            <translation>用例</translation>
        </message>
        <message>
            <source>Correct</source>
            <translation>正确</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>误差</translation>
        </message>
        <message>
            <source>Initial ms</source>
            <translation>初始 ms</translation>
        </message>
        <message>
            <source>ms</source>
            <translation>ms</translation>
        </message>
        <message>
            <source>Speed-up</source>
            <translation>加速比</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>是</translation>
        </message>
        <message>
            <source>no</source>
            <translation>否</translation>
        </message>
        <message>
            <source>Findings it acted on</source>
            <translation>本轮针对的发现</translation>
        </message>
        <message>
            <source>Rewrite</source>
            <translation>重写</translation>
        </message>
        <message>
            <source>initial kernel</source>
            <translation>初始内核</translation>
        </message>
        <message>
            <source>after round %1</source>
            <translation>第 %1 轮之后</translation>
        </message>
        <message>
            <source>This operator has only one kernel version.</source>
            <translation>该算子只有一个内核版本。</translation>
        </message>
        <message>
            <source>The two versions are the same.</source>
            <translation>两个版本相同。</translation>
        </message>
        <message>
            <source>%1: could not write the report: %2</source>
            <translation>%1：无法写入报告：%2</translation>
        </message>
        <message>
            <source>Report written to %1</source>
            <translation>报告已写入 %1</translation>
        </message>
        <message>
            <source>Reload</source>
            <translation>重新加载</translation>
        </message>
        <message>
            <source>Export Markdown…</source>
            <translation>导出 Markdown…</translation>
        </message>
        <message>
            <source>Export HTML…</source>
            <translation>导出 HTML…</translation>
        </message>
        <message>
            <source>Operator / round</source>
            <translation>算子 / 轮次</translation>
        </message>
        <message>
            <source>Hypothesis</source>
            <translation>假设</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>来源</translation>
        </message>
        <message>
            <source>Report</source>
            <translation>报告</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>轮次</translation>
        </message>
        <message>
            <source>Kernel diff</source>
            <translation>内核差异</translation>
        </message>
        <message>
            <source>Compare</source>
            <translation>比较</translation>
        </message>
        <message>
            <source>Reading the workspace</source>
            <translation>正在读取工作区</translation>
        </message>
        <message>
            <source>Reading the two versions…</source>
            <translation>正在读取两个版本…</translation>
        </message>
        <message>
            <source>Comparing kernel versions</source>
            <translation>正在比较内核版本</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::SettingsDialog</name>
        <message>
            <source>Browse…</source>
            <translation>浏览…</translation>
        </message>
        <message>
            <source>Knowledge base (*.sqlite);;All files (*)</source>
            <translation>知识库 (*.sqlite);;所有文件 (*)</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>设置</translation>
        </message>
        <message>
            <source>System default</source>
            <translation>系统默认</translation>
        </message>
        <message>
            <source>a Triton checkout: L4 names the compiler source line of a remark</source>
            <translation>Triton 源码检出：L4 会指出提示对应的编译器源码行</translation>
        </message>
        <message>
            <source>System</source>
            <translation>跟随系统</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>浅色</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>深色</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <source>Knowledge base</source>
            <translation>知识库</translation>
        </message>
        <message>
            <source>Workspace</source>
            <translation>工作区</translation>
        </message>
        <message>
            <source>Compiler source</source>
            <translation>编译器源码</translation>
        </message>
        <message>
            <source>Compiler source checkout</source>
            <translation>编译器源码检出目录</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>主题</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::SourceIrView</name>
        <message>
            <source>Python</source>
            <translation>Python</translation>
        </message>
        <message numerus="yes">
            <source>%1: %n line(s)</source>
            <translation>
                <numerusform>%1：%n 行</numerusform>
            </translation>
        </message>
        <message>
            <source>Line %1 · %2: %3</source>
            <translation>第 %1 行 · %2：%3</translation>
        </message>
        <message>
            <source>Line %1 · %2 in %3: %4</source>
            <translation>第 %1 行 · %3 中的 %2：%4</translation>
        </message>
        <message>
            <source>Python line %1 → %2</source>
            <translation>Python 第 %1 行 → %2</translation>
        </message>
        <message>
            <source>%1 line %2 has no location in the kernel's source</source>
            <translation>%1 第 %2 行在内核源码中没有对应位置</translation>
        </message>
        <message>
            <source>%1 line %2 ← Python line %3 → %4</source>
            <translation>%1 第 %2 行 ← Python 第 %3 行 → %4</translation>
        </message>
        <message numerus="yes">
            <source>%n lines</source>
            <translation>
                <numerusform>%n 行</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n linked</source>
            <translation>
                <numerusform>%n 行已关联</numerusform>
            </translation>
        </message>
        <message>
            <source>No kernel open: open a kernel folder to see its Python source beside every stage's IR.</source>
            <translation>未打开内核：打开一个内核文件夹，即可在各阶段 IR 旁查看其 Python 源码。</translation>
        </message>
        <message>
            <source>Pick a line in any pane: the Python source and every stage follow.</source>
            <translation>在任一窗格中选择一行：Python 源码和每个阶段都会随之定位。</translation>
        </message>
        <message>
            <source>Find in %1 (Ctrl+F)</source>
            <translation>在 %1 中查找（Ctrl+F）</translation>
        </message>
        <message>
            <source>Restore the panes</source>
            <translation>恢复各窗格</translation>
        </message>
        <message>
            <source>Maximise %1</source>
            <translation>最大化 %1</translation>
        </message>
        <message>
            <source>Stall samples</source>
            <translation>停顿采样</translation>
        </message>
        <message>
            <source>Instructions executed</source>
            <translation>已执行指令</translation>
        </message>
        <message>
            <source>L2 sectors</source>
            <translation>L2 扇区</translation>
        </message>
        <message>
            <source>Excess L2 sectors</source>
            <translation>多余 L2 扇区</translation>
        </message>
        <message>
            <source>Stall: %1</source>
            <translation>停顿：%1</translation>
        </message>
        <message>
            <source>%1: %2 in all</source>
            <translation>%1：共 %2</translation>
        </message>
        <message numerus="yes">
            <source>%1 has no final-stage files, only %n pass dump(s): the Trajectory tab shows them.</source>
            <translation>
                <numerusform>%1 没有最终阶段文件，只有 %n 个 pass 转储：请在“轨迹”标签页中查看。</numerusform>
            </translation>
        </message>
        <message>
            <source>No Python source was found beside this IR. Pick a line in any pane: the other stages follow.</source>
            <translation>未在此 IR 旁找到 Python 源码。在任一窗格中选择一行，其他阶段会随之跳转。</translation>
        </message>
        <message numerus="yes">
            <source>%n line(s) partial (%1)</source>
            <translation>
                <numerusform>%n 行数据不完整（%1）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %n linked line(s)</source>
            <translation>
                <numerusform>%1：%n 行已关联</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: at least %2 in all (partial data)</source>
            <translation>%1：总计至少 %2（数据不完整）</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TimelinePane</name>
        <message>
            <source>Search events…</source>
            <translation>搜索事件…</translation>
        </message>
        <message>
            <source>Previous match (Shift+F3)</source>
            <translation>上一个匹配（Shift+F3）</translation>
        </message>
        <message>
            <source>Next match (F3)</source>
            <translation>下一个匹配（F3）</translation>
        </message>
        <message>
            <source>Fit</source>
            <translation>适应</translation>
        </message>
        <message>
            <source>Show the whole trace (Home)</source>
            <translation>显示整个跟踪（Home）</translation>
        </message>
        <message>
            <source>Property</source>
            <translation>属性</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>值</translation>
        </message>
        <message>
            <source>Open the kernel's trajectory and findings</source>
            <translation>打开该内核的轨迹和发现</translation>
        </message>
        <message>
            <source>no matches</source>
            <translation>无匹配</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>第 %1 个，共 %2 个</translation>
        </message>
        <message>
            <source>%1 matches</source>
            <translation>%1 个匹配</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>名称</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>类别</translation>
        </message>
        <message>
            <source>Track</source>
            <translation>轨道</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>开始</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>持续时间</translation>
        </message>
        <message>
            <source>instant</source>
            <translation>瞬时</translation>
        </message>
        <message>
            <source>Zoom to Selection</source>
            <translation>缩放到所选</translation>
        </message>
        <message>
            <source>Show the selected range or event across the view (F)</source>
            <translation>让所选区间或事件占满视图（F）</translation>
        </message>
        <message>
            <source>All Flows</source>
            <translation>全部流</translation>
        </message>
        <message>
            <source>Draw every flow arrow; off: only the selected event's</source>
            <translation>绘制所有流箭头；关闭时只绘制所选事件的箭头</translation>
        </message>
        <message>
            <source>Ctrl+wheel or W/S: zoom · drag or A/D: pan · Shift+drag: measure a range · double-click a kernel: its trajectory</source>
            <translation>Ctrl+滚轮或 W/S：缩放 · 拖动或 A/D：平移 · Shift+拖动：测量区间 · 双击内核：查看其轨迹</translation>
        </message>
        <message>
            <source>Pipes:</source>
            <translation>流水线：</translation>
        </message>
        <message>
            <source>Range start</source>
            <translation>区间开始</translation>
        </message>
        <message>
            <source>Range duration</source>
            <translation>区间时长</translation>
        </message>
        <message>
            <source>Events in range</source>
            <translation>区间内事件</translation>
        </message>
        <message>
            <source>Span %1</source>
            <translation>跨度 %1</translation>
        </message>
        <message numerus="yes">
            <source>device busy %1 (%2 %) on %n stream(s)</source>
            <translation>
                <numerusform>设备忙碌 %1（%2 %），共 %n 个流</numerusform>
            </translation>
        </message>
        <message>
            <source>costliest: %1, %2 (%3 %)</source>
            <translation>耗时最多：%1，%2（%3 %）</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TimelineView</name>
        <message>
            <source>No timeline events in this profile</source>
            <translation>此性能剖析没有时间线事件</translation>
        </message>
        <message>
            <source>%1 events</source>
            <translation>%1 个事件</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TrajectoryGraphView</name>
        <message>
            <source>No lowering trajectory: open a kernel folder, a TRITON_KERNEL_DUMP folder or a per-pass dump.</source>
            <translation>没有 lowering 轨迹：请打开内核文件夹、TRITON_KERNEL_DUMP 文件夹或逐 pass 转储。</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TrajectoryModel</name>
        <message>
            <source>passes</source>
            <translation>pass</translation>
        </message>
        <message>
            <source>1 unchanged pass</source>
            <translation>1 个未改变的 pass</translation>
        </message>
        <message numerus="yes">
            <source>%n unchanged passes</source>
            <translation>
                <numerusform>%n 个未改变的 pass</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n lines</source>
            <translation>
                <numerusform>%n 行</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 lines · %2 ops</source>
            <translation>%1 行 · %2 个 op</translation>
        </message>
        <message>
            <source>source</source>
            <translation>源码</translation>
        </message>
        <message>
            <source>Node</source>
            <translation>节点</translation>
        </message>
        <message>
            <source>Lines</source>
            <translation>行数</translation>
        </message>
        <message>
            <source>Ops</source>
            <translation>op 数</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>改动</translation>
        </message>
        <message>
            <source>%1 (%2), pass %3 in %4
+%5 −%6 lines
Click: what it changed</source>
            <translation>%1（%2），%4 中的第 %3 个 pass
+%5 −%6 行
单击：查看它的改动</translation>
        </message>
        <message>
            <source>%1: %2 lines · %3 ops
%4</source>
            <translation>%1：%2 行 · %3 个操作
%4</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TrajectoryTabs</name>
        <message>
            <source>%1: no lowering trajectory found (no IR stages, per-pass dumps or TritonParse logs)</source>
            <translation>%1：未找到 lowering 轨迹（没有 IR 阶段、逐 pass 转储或 TritonParse 日志）</translation>
        </message>
        <message numerus="yes">
            <source>Trajectory of %1: %n kernel(s)</source>
            <translation>
                <numerusform>%1 的轨迹：%n 个内核</numerusform>
            </translation>
        </message>
        <message>
            <source>Trajectory</source>
            <translation>轨迹</translation>
        </message>
        <message>
            <source>Source &amp;&amp; IR</source>
            <translation>源码 &amp;&amp; IR</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TrajectoryView</name>
        <message>
            <source>before %1 (pass %2)</source>
            <translation>%1 之前（第 %2 个 pass）</translation>
        </message>
        <message>
            <source>No trajectory loaded</source>
            <translation>未加载轨迹</translation>
        </message>
        <message numerus="yes">
            <source>%1 (%2): %n final stage(s)</source>
            <translation>
                <numerusform>%1（%2）：%n 个最终阶段</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pass(es)</source>
            <translation>
                <numerusform>%n 个 pass</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n changed the IR</source>
            <translation>
                <numerusform>%n 个改变了 IR</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n remark(s)</source>
            <translation>
                <numerusform>%n 条 remark</numerusform>
            </translation>
        </message>
        <message>
            <source>Kernel:</source>
            <translation>内核：</translation>
        </message>
        <message>
            <source>Show unchanged passes</source>
            <translation>显示未改变的 pass</translation>
        </message>
        <message>
            <source>Passes that left the IR unchanged are folded into one node per run; click a folded node to unfold it.</source>
            <translation>未改变 IR 的 pass 按连续段折叠为一个节点；点击折叠的节点即可展开。</translation>
        </message>
        <message>
            <source>Click a node to see its IR; Ctrl+click a second node to compare the two.</source>
            <translation>点击节点查看其 IR；按住 Ctrl 点击第二个节点可比较两者。</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>%1 → %2: +%3 −%4 lines (N / P: next / previous change)</source>
            <translation>%1 → %2：+%3 −%4 行（N / P：下一处 / 上一处改动）</translation>
        </message>
        <message>
            <source>Graph</source>
            <translation>图</translation>
        </message>
        <message>
            <source>Passes (%1)</source>
            <translation>Pass（%1）</translation>
        </message>
        <message>
            <source>%1 (pass %2) changed nothing</source>
            <translation>%1（第 %2 个 pass）没有改动</translation>
        </message>
        <message>
            <source>What %1 (pass %2) changed: +%3 −%4 lines (N / P: next / previous change)</source>
            <translation>%1（第 %2 个 pass）的改动：+%3 −%4 行（N / P：下一处 / 上一处改动）</translation>
        </message>
        <message>
            <source>IR before %1 (pass %2); the dump holds no IR after it</source>
            <translation>%1（第 %2 个 pass）之前的 IR；转储中没有它之后的 IR</translation>
        </message>
        <message>
            <source>IR after %1 (pass %2); the dump holds no IR before it</source>
            <translation>%1（第 %2 个 pass）之后的 IR；转储中没有它之前的 IR</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::WelcomePage</name>
        <message>
            <source>Why is this kernel slow?</source>
            <translation>这个内核为什么慢？</translation>
        </message>
        <message>
            <source>Open a kernel folder: its Triton source, the IR of every stage (TTIR, TTGIR, LLVM IR, PTX, SASS; TTIR, linalg and HIVM on Ascend), per-pass dumps, compiler remarks and profiles. Lowerscope climbs the diagnosis ladder only as high as the evidence requires:&lt;br&gt;&lt;b&gt;L1&lt;/b&gt; pattern triage, &lt;b&gt;L2&lt;/b&gt; profiling, &lt;b&gt;L3&lt;/b&gt; IR attribution, &lt;b&gt;L4&lt;/b&gt; compiler knowledge.&lt;br&gt;&lt;br&gt;You can also drop a folder or file onto this window.</source>
            <translation>打开一个内核文件夹：其中的 Triton 源码、各阶段的 IR（TTIR、TTGIR、LLVM IR、PTX、SASS；Ascend 上为 TTIR、linalg 和 HIVM）、逐 pass 转储、编译器提示和性能数据。Lowerscope 只在证据需要时才沿诊断阶梯向上：&lt;br&gt;&lt;b&gt;L1&lt;/b&gt; 模式筛查，&lt;b&gt;L2&lt;/b&gt; 性能剖析，&lt;b&gt;L3&lt;/b&gt; IR 归因，&lt;b&gt;L4&lt;/b&gt; 编译器知识。&lt;br&gt;&lt;br&gt;也可以把文件夹或文件拖放到此窗口。</translation>
        </message>
        <message>
            <source>Open Folder…</source>
            <translation>打开文件夹…</translation>
        </message>
        <message>
            <source>Open File…</source>
            <translation>打开文件…</translation>
        </message>
        <message>
            <source>Optimize Operator Tasks…</source>
            <translation>优化算子任务…</translation>
        </message>
        <message>
            <source>Recent</source>
            <translation>最近打开</translation>
        </message>
        <message>
            <source>Open the Demo</source>
            <translation>打开演示</translation>
        </message>
        <message>
            <source>New here? The demo opens six real kernels captured on an NVIDIA H200 (softmax, transpose and matmul, each slow and fast), with their IR, profiles and diagnosis, and a workspace with the three recorded rounds that turned each slow kernel into its fast sibling, with their measured times and the report.</source>
            <translation>第一次使用？演示会打开在 NVIDIA H200 上捕获的六个真实内核（softmax、transpose 和 matmul，各有慢速版和快速版）及其 IR、性能剖析和诊断，并打开一个工作区，其中记录了把每个慢内核改写为快内核的三个轮次、实测时间和报告。</translation>
        </message>
    </context>
    <context>
        <name>Optimize</name>
        <message>
            <source>%1: not a task (JSON: %2)</source>
            <translation>%1：不是任务（JSON：%2）</translation>
        </message>
        <message>
            <source>%1: "name", "backend" and "entry" are required</source>
            <translation>%1：需要 "name"、"backend" 和 "entry"</translation>
        </message>
        <message>
            <source>%1: no cases</source>
            <translation>%1：没有用例</translation>
        </message>
        <message>
            <source>%1: cannot write: %2</source>
            <translation>%1：无法写入：%2</translation>
        </message>
        <message>
            <source>%1: cannot copy to %2</source>
            <translation>%1：无法复制到 %2</translation>
        </message>
        <message>
            <source>%1: not a harness log (expected {"operators": [...]}): %2</source>
            <translation>%1：不是 harness 日志（应为 {"operators": [...]}）：%2</translation>
        </message>
        <message>
            <source>%1: operator %2 is given twice</source>
            <translation>%1：算子 %2 被给出了两次</translation>
        </message>
        <message>
            <source>%1: the initial kernel's sha256 %2 differs from the one %3 froze (%4)</source>
            <translation>%1：初始内核的 sha256 %2 与 %3 冻结的值（%4）不同</translation>
        </message>
        <message>
            <source>round %1 has no kernel</source>
            <translation>第 %1 轮没有内核</translation>
        </message>
        <message>
            <source>acquires %1: %2</source>
            <translation>获取 %1：%2</translation>
        </message>
        <message>
            <source>continues its unfinished rounds</source>
            <translation>继续其未完成的轮次</translation>
        </message>
        <message>
            <source>done: %1 rounds</source>
            <translation>完成：%1 轮</translation>
        </message>
        <message>
            <source>no untried rewrite: %1 findings, %2 rounds</source>
            <translation>没有未尝试的改写：%1 个发现，%2 轮</translation>
        </message>
        <message>
            <source>round %1 (%2, %3): %4</source>
            <translation>第 %1 轮（%2，%3）：%4</translation>
        </message>
        <message>
            <source>evidence not acquired: %1</source>
            <translation>未获取证据：%1</translation>
        </message>
        <message>
            <source>evidence acquired: %1</source>
            <translation>已获取证据：%1</translation>
        </message>
        <message>
            <source>round %1: %2%3</source>
            <translation>第 %1 轮：%2%3</translation>
        </message>
        <message>
            <source>%1 of %2 is decided by @triton.autotune configs</source>
            <translation>%2 的 %1 由 @triton.autotune 配置决定</translation>
        </message>
        <message>
            <source>%1 is not passed at the launch of %2 (line %3)</source>
            <translation>%1 未在 %2 的启动处传入（第 %3 行）</translation>
        </message>
        <message>
            <source>%1 of %2 comes from %3, which is assigned %4 times and read elsewhere</source>
            <translation>%2 的 %1 来自 %3，它被赋值 %4 次并在别处被读取</translation>
        </message>
        <message>
            <source>%1 takes none of %2</source>
            <translation>%1 不接受 %2 中的任何一个</translation>
        </message>
        <message>
            <source>%1 is set outside the editable region</source>
            <translation>%1 在可编辑区域之外设置</translation>
        </message>
        <message>
            <source>%1 is already %2</source>
            <translation>%1 已经是 %2</translation>
        </message>
        <message>
            <source>no launch of %1 in the editable region</source>
            <translation>可编辑区域中没有 %1 的启动</translation>
        </message>
        <message>
            <source>a jit function</source>
            <translation>一个 jit 函数</translation>
        </message>
        <message>
            <source>overlapping edits</source>
            <translation>重叠的编辑</translation>
        </message>
        <message>
            <source>no tl.dot without input_precision=%1 in the editable region</source>
            <translation>可编辑区域中没有不带 input_precision=%1 的 tl.dot</translation>
        </message>
        <message>
            <source>no .to(tl.int64) in index arithmetic in the editable region</source>
            <translation>可编辑区域的索引运算中没有 .to(tl.int64)</translation>
        </message>
        <message>
            <source>%1 = %2 covers the whole extent: a smaller block would drop elements</source>
            <translation>%1 = %2 覆盖整个范围：更小的块会漏掉元素</translation>
        </message>
        <message>
            <source>the answer's kernel has no editable region (the lines '# lowerscope: editable begin' and '# lowerscope: editable end')</source>
            <translation>回答的内核没有可编辑区域（'# lowerscope: editable begin' 和 '# lowerscope: editable end' 这两行）</translation>
        </message>
        <message>
            <source>the answer changes only text outside the editable region, which is not applied</source>
            <translation>回答只修改了可编辑区域之外的文本，这些修改不会被应用</translation>
        </message>
        <message>
            <source>the answer's kernel is the kernel it was shown</source>
            <translation>回答的内核就是展示给它的内核</translation>
        </message>
        <message>
            <source>the answer's kernel was tried before (%1)</source>
            <translation>回答的内核之前已尝试过（%1）</translation>
        </message>
        <message>
            <source>no task of the session is named %1</source>
            <translation>会话中没有名为 %1 的任务</translation>
        </message>
        <message>
            <source>%1 input and %2 output tokens, $%3</source>
            <translation>%1 个输入令牌和 %2 个输出令牌，$%3</translation>
        </message>
        <message>
            <source>round %1 (llm): %2: %3 (%4)</source>
            <translation>第 %1 轮（llm）：%2：%3（%4）</translation>
        </message>
        <message>
            <source>round %1 (llm, %2): %3 (%4)</source>
            <translation>第 %1 轮（llm，%2）：%3（%4）</translation>
        </message>
        <message>
            <source>no task folder was given</source>
            <translation>未给出任务文件夹</translation>
        </message>
        <message>
            <source>Importing %1…</source>
            <translation>正在导入 %1…</translation>
        </message>
        <message numerus="yes">
            <source>%1: batch %2, %n result(s); %3 unfinished round(s) or evidence request(s) finished</source>
            <translation>
                <numerusform>%1：批次 %2，%n 个结果；完成了 %3 个未完成的轮次或证据请求</numerusform>
            </translation>
        </message>
        <message>
            <source>Step %1: diagnosing and picking rewrites…</source>
            <translation>第 %1 步：诊断并挑选改写…</translation>
        </message>
        <message numerus="yes">
            <source>Step %1: waiting for your consent to run %n candidate(s)</source>
            <translation>
                <numerusform>第 %1 步：等待您同意运行 %n 个候选</numerusform>
            </translation>
        </message>
        <message>
            <source>No consent: nothing ran; the step's rounds stay started and run when the loop continues (resume).</source>
            <translation>未同意：什么都没有运行；本步的轮次保持为已开始，在循环继续时（resume）运行。</translation>
        </message>
        <message numerus="yes">
            <source>Step %1: %n request(s) running on %2</source>
            <translation>
                <numerusform>第 %1 步：%n 个请求正在 %2 上运行</numerusform>
            </translation>
        </message>
        <message>
            <source>Step %1: recording the results</source>
            <translation>第 %1 步：正在记录结果</translation>
        </message>
        <message>
            <source>%1 was cancelled or preempted; it runs again when the loop continues (--resume)</source>
            <translation>%1 已取消或被抢占；循环继续时（--resume）会再次运行</translation>
        </message>
        <message>
            <source>%1 is already what the recipe asks at every launch</source>
            <translation>%1 在每次启动时已是配方要求的值</translation>
        </message>
        <message>
            <source>%1: name: %2</source>
            <translation>%1：name：%2</translation>
        </message>
        <message>
            <source>%1: %2: %3</source>
            <translation>%1：%2：%3</translation>
        </message>
        <message>
            <source>expected a file name</source>
            <translation>应为文件名</translation>
        </message>
        <message>
            <source>%1: cases: %2 cases, more than the %3 a task may have</source>
            <translation>%1：cases：%2 个用例，超过了一个任务允许的 %3 个</translation>
        </message>
        <message>
            <source>%1: cases[%2]: a shape holds a dimension that is not a non-negative integer</source>
            <translation>%1：cases[%2]：某个形状含有不是非负整数的维度</translation>
        </message>
        <message>
            <source>%1: cases[%2]: its tensors hold %3 bytes, more than the %4 a device could hold</source>
            <translation>%1：cases[%2]：其张量共 %3 字节，超过了设备所能容纳的 %4 字节</translation>
        </message>
        <message>
            <source>%1: hardware %2 is not a model of backend %3; its bounds use %4</source>
            <translation>%1：硬件 %2 不是后端 %3 的模型；其界限使用 %4</translation>
        </message>
        <message>
            <source>%1 (%2) not planned: round %3 moved %4 %5 -&gt; %6 and failed (%7)</source>
            <translation>%1（%2）未纳入计划：第 %3 轮把 %4 %5 -&gt; %6 调整后失败（%7）</translation>
        </message>
        <message>
            <source>the evidence held is of a kernel an accepted round superseded (kept as history); this acquisition is for the new best kernel %1</source>
            <translation>现有证据属于已被某个已接受轮次取代的内核（作为历史保留）；本次获取针对新的最佳内核 %1</translation>
        </message>
        <message>
            <source>its rounds wait for the evidence: they start from the kernel it is acquired for</source>
            <translation>其轮次等待证据：它们从证据获取所针对的内核开始</translation>
        </message>
        <message>
            <source>%1: call.file: %2</source>
            <translation>%1：call.file：%2</translation>
        </message>
        <message>
            <source>the grid is not a tuple the recipes can edit</source>
            <translation>网格不是配方可以编辑的元组</translation>
        </message>
        <message>
            <source>the grid is set outside the editable region</source>
            <translation>网格在可编辑区域之外设置</translation>
        </message>
        <message>
            <source>no mask bounds the block's offsets, so the extent the grid covers is unknown</source>
            <translation>没有掩码约束块的偏移，因此网格覆盖的范围未知</translation>
        </message>
        <message>
            <source>%1 is assigned after the grid</source>
            <translation>%1 在网格之后才赋值</translation>
        </message>
        <message>
            <source>%1 is not known where the grid is computed</source>
            <translation>计算网格的位置不知道 %1</translation>
        </message>
        <message>
            <source>the grid of every launch follows %1</source>
            <translation>每次启动的网格都随 %1 变化</translation>
        </message>
        <message>
            <source>the grid of %1 (line %2) does not divide by %3: %4</source>
            <translation>%1 的网格（第 %2 行）不能被 %3 整除：%4</translation>
        </message>
    </context>
    <context>
        <name>Profile</name>
        <message>
            <source>unknown columns, not read: %1</source>
            <translation>未知列，未读取：%1</translation>
        </message>
        <message>
            <source>expected a "%1" column</source>
            <translation>缺少“%1”列</translation>
        </message>
        <message>
            <source>expected %1 fields, found %2</source>
            <translation>应有 %1 个字段，实际为 %2 个</translation>
        </message>
        <message>
            <source>expected one JSON object per line (%1)</source>
            <translation>每行应为一个 JSON 对象（%1）</translation>
        </message>
        <message>
            <source>cannot open the file</source>
            <translation>无法打开文件</translation>
        </message>
        <message>
            <source>malformed or truncated JSON (%1); kept the %2 events read before it</source>
            <translation>JSON 格式错误或被截断（%1）；保留此前读取的 %2 个事件</translation>
        </message>
        <message>
            <source>unterminated quoted field</source>
            <translation>引号字段未结束</translation>
        </message>
        <message>
            <source>line longer than %1 MiB: not a text table</source>
            <translation>行长度超过 %1 MiB：不是文本表格</translation>
        </message>
        <message>
            <source>binary data (NUL bytes) in a text table</source>
            <translation>文本表格中含有二进制数据（NUL 字节）</translation>
        </message>
        <message>
            <source>not an msprof database of a known schema: expected table %1 with column %2</source>
            <translation>不是已知模式的 msprof 数据库：应有包含 %2 列的 %1 表</translation>
        </message>
        <message>
            <source>cannot query the TASK table</source>
            <translation>无法查询 TASK 表</translation>
        </message>
        <message>
            <source>no table header</source>
            <translation>缺少表头</translation>
        </message>
        <message>
            <source>the units row is missing</source>
            <translation>缺少单位行</translation>
        </message>
        <message>
            <source>expected an instruction row with a hexadecimal address</source>
            <translation>应为带十六进制地址的指令行</translation>
        </message>
        <message>
            <source>no such file or folder</source>
            <translation>文件或文件夹不存在</translation>
        </message>
        <message>
            <source>expected a JSON array of benchmark cases</source>
            <translation>应为基准测试用例的 JSON 数组</translation>
        </message>
        <message>
            <source>benchmark case without kernel name or time; skipped</source>
            <translation>基准测试用例缺少内核名称或时间；已跳过</translation>
        </message>
        <message>
            <source>expected Key=Value</source>
            <translation>应为 Key=Value 格式</translation>
        </message>
        <message>
            <source>no Op Name</source>
            <translation>缺少 Op Name</translation>
        </message>
        <message>
            <source>device tasks already read from %1 (same name, start and duration): %2, counted once</source>
            <translation>已从 %1 读取的设备任务（名称、开始时间和时长相同）：%2 个，只计一次</translation>
        </message>
        <message>
            <source>on a different clock from %1 (%2 s apart): not one capture; the timeline shows it after the earlier files, from its own start</source>
            <translation>与 %1 的时钟不同（相差 %2 秒）：不是同一次采集；时间线把它放在之前的文件之后，从它自己的起点开始显示</translation>
        </message>
        <message>
            <source>%1 is a view, not a table as msprof writes it: the database is not read</source>
            <translation>%1 是视图，而不是 msprof 写入的表：不读取该数据库</translation>
        </message>
        <message>
            <source>reading the TASK table took longer than %1 s: stopped after %2 rows</source>
            <translation>读取 TASK 表超过 %1 秒：在 %2 行后停止</translation>
        </message>
        <message>
            <source>cannot read the TASK table: %1</source>
            <translation>无法读取 TASK 表：%1</translation>
        </message>
        <message>
            <source>the file ends inside this row (%1 of %2 fields): the rest of the table is missing</source>
            <translation>文件在此行中结束（%2 个字段中的 %1 个）：表格其余部分缺失</translation>
        </message>
        <message>
            <source>%1: the table is not read past this line</source>
            <translation>%1：此行之后的表格不再读取</translation>
        </message>
        <message>
            <source>the table has rows for %1 of the %2 instructions of %3 in %4: the other %5 are not measured</source>
            <translation>表格只有 %4 中 %3 的 %2 条指令中 %1 条的行：其余 %5 条未测量</translation>
        </message>
    </context>
    <context>
        <name>Report</name>
        <message>
            <source>round %1 is accepted although case %2 failed validation; it is not counted</source>
            <translation>轮次 %1 虽被接受，但用例 %2 未通过验证；不计入</translation>
        </message>
        <message>
            <source>round %1 is accepted but has no timed case with a baseline; it is not counted</source>
            <translation>轮次 %1 已被接受，但没有带基线的计时用例；不计入</translation>
        </message>
        <message>
            <source>round %1 validated %2 of %3 cases</source>
            <translation>轮次 %1 验证了 %3 个用例中的 %2 个</translation>
        </message>
        <message>
            <source>operator %1 has no baseline time for its initial kernel</source>
            <translation>算子 %1 的初始内核没有基线时间</translation>
        </message>
        <message>
            <source>%1 has %2 unfinished rounds</source>
            <translation>%1 有 %2 个未完成的轮次</translation>
        </message>
        <message>
            <source>Optimization report</source>
            <translation>优化报告</translation>
        </message>
        <message>
            <source>Operator</source>
            <translation>算子</translation>
        </message>
        <message>
            <source>Cases</source>
            <translation>用例</translation>
        </message>
        <message>
            <source>Initial ms</source>
            <translation>初始 ms</translation>
        </message>
        <message>
            <source>Best ms</source>
            <translation>最佳 ms</translation>
        </message>
        <message>
            <source>Reference ms</source>
            <translation>参考 ms</translation>
        </message>
        <message>
            <source>Speedup</source>
            <translation>加速比</translation>
        </message>
        <message>
            <source>vs reference</source>
            <translation>相对参考</translation>
        </message>
        <message>
            <source>Best round</source>
            <translation>最佳轮次</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>层级</translation>
        </message>
        <message>
            <source>Across %1 operators: geometric mean %2, median %3; over 2×: %4, over 5×: %5; median best round: %6.</source>
            <translation>共 %1 个算子：几何平均 %2，中位数 %3；超过 2×：%4，超过 5×：%5；最佳轮次中位数：%6。</translation>
        </message>
        <message>
            <source>Level that produced the best round: %1.</source>
            <translation>产生最佳轮次的层级：%1。</translation>
        </message>
        <message>
            <source>Notes:</source>
            <translation>备注：</translation>
        </message>
        <message>
            <source>Against the PyTorch reference: geometric mean %1, median %2.</source>
            <translation>相对 PyTorch 参考：几何平均 %1，中位数 %2。</translation>
        </message>
        <message>
            <source>Evidence acquired beyond timing: %1.</source>
            <translation>计时之外获取的证据：%1。</translation>
        </message>
        <message>
            <source>Speedup per operator</source>
            <translation>各算子加速比</translation>
        </message>
        <message>
            <source>Rewrites asked of a model: %1 rounds, %2 input and %3 output tokens, $%4.</source>
            <translation>向模型请求的重写：%1 轮，%2 个输入令牌和 %3 个输出令牌，$%4。</translation>
        </message>
    </context>
    <context>
        <name>Runners</name>
        <message>
            <source>cannot start %1: %2
</source>
            <translation>无法启动 %1：%2
</translation>
        </message>
        <message>
            <source>time limit reached: killing the request</source>
            <translation>已到时间限制：终止该请求</translation>
        </message>
        <message>
            <source>starting %1</source>
            <translation>正在启动 %1</translation>
        </message>
        <message>
            <source>killed after the time limit of %1 s</source>
            <translation>超过 %1 秒时间限制后被终止</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>已取消</translation>
        </message>
        <message>
            <source>the harness died (%1)</source>
            <translation>测试框架异常退出（%1）</translation>
        </message>
        <message>
            <source>the harness exited with code %1</source>
            <translation>测试框架以代码 %1 退出</translation>
        </message>
        <message>
            <source>the batch id '%1' is not 1-64 letters, digits, '.', '_' or '-'</source>
            <translation>批次 ID“%1”不是 1-64 个字母、数字、'.'、'_' 或 '-'</translation>
        </message>
        <message>
            <source>the batch has no folder</source>
            <translation>该批次没有文件夹</translation>
        </message>
        <message>
            <source>the batch has no requests</source>
            <translation>该批次没有请求</translation>
        </message>
        <message>
            <source>the request id '%1' is not 1-64 letters, digits, '.', '_' or '-'</source>
            <translation>请求 ID“%1”不是 1-64 个字母、数字、'.'、'_' 或 '-'</translation>
        </message>
        <message>
            <source>the request id '%1' is used twice</source>
            <translation>请求 ID“%1”被使用了两次</translation>
        </message>
        <message>
            <source>%1: not a task folder (no task.json)</source>
            <translation>%1：不是任务文件夹（没有 task.json）</translation>
        </message>
        <message>
            <source>%1: no such candidate file</source>
            <translation>%1：没有这个候选文件</translation>
        </message>
        <message>
            <source>the runner is already running a batch</source>
            <translation>运行器已在运行一个批次</translation>
        </message>
        <message>
            <source>cannot create the batch folder %1</source>
            <translation>无法创建批次文件夹 %1</translation>
        </message>
        <message>
            <source>started</source>
            <translation>已开始</translation>
        </message>
        <message>
            <source>cancelling</source>
            <translation>正在取消</translation>
        </message>
        <message>
            <source>the harness wrote no result: %1</source>
            <translation>测试框架没有写出结果：%1</translation>
        </message>
        <message>
            <source>the harness's result has no verdict</source>
            <translation>测试框架的结果没有判定</translation>
        </message>
        <message>
            <source>cannot create %1</source>
            <translation>无法创建 %1</translation>
        </message>
        <message>
            <source>cannot copy the candidate %1 to %2</source>
            <translation>无法将候选 %1 复制到 %2</translation>
        </message>
        <message>
            <source>the profile name '%1' is not 1-64 letters, digits, '.', '_' or '-'</source>
            <translation>配置名“%1”不是 1-64 个字母、数字、'.'、'_' 或 '-'</translation>
        </message>
        <message>
            <source>profile %1: unknown kind '%2' (known: %3)</source>
            <translation>配置 %1：未知类型“%2”（已知：%3）</translation>
        </message>
        <message>
            <source>profile %1: an ssh runner needs a host</source>
            <translation>配置 %1：ssh 运行器需要一个主机</translation>
        </message>
        <message>
            <source>profile %1: the timeout must be positive</source>
            <translation>配置 %1：超时必须为正数</translation>
        </message>
        <message>
            <source>profile %1: a host or folder may not start with '-'</source>
            <translation>配置 %1：主机或文件夹不能以“-”开头</translation>
        </message>
        <message>
            <source>cannot copy %1 to %2</source>
            <translation>无法将 %1 复制到 %2</translation>
        </message>
        <message>
            <source>tar failed: %1</source>
            <translation>tar 失败：%1</translation>
        </message>
        <message>
            <source>cannot write %1</source>
            <translation>无法写入 %1</translation>
        </message>
        <message>
            <source>%1: not a readable .tar.gz archive: %2</source>
            <translation>%1：不是可读的 .tar.gz 归档：%2</translation>
        </message>
        <message>
            <source>%1: refused: the member '%2' is not a result file</source>
            <translation>%1：已拒绝：成员“%2”不是结果文件</translation>
        </message>
        <message>
            <source>%1 is not empty</source>
            <translation>%1 不是空的</translation>
        </message>
        <message>
            <source>%1: no manifest.json (not a Lowerscope bundle or results archive)</source>
            <translation>%1：没有 manifest.json（不是 Lowerscope 任务包或结果归档）</translation>
        </message>
        <message>
            <source>%1: manifest.json is not a format-1 bundle manifest</source>
            <translation>%1：manifest.json 不是格式 1 的任务包清单</translation>
        </message>
        <message>
            <source>%1: manifest.json: the request id '%2' is not valid</source>
            <translation>%1：manifest.json：请求 ID“%2”无效</translation>
        </message>
        <message>
            <source>the archive holds no result for this request (it did not run)</source>
            <translation>归档中没有此请求的结果（它没有运行）</translation>
        </message>
        <message>
            <source>%1: manifest.json names no valid batch id</source>
            <translation>%1：manifest.json 没有给出有效的批次 ID</translation>
        </message>
        <message>
            <source>no partition '%1'</source>
            <translation>没有分区“%1”</translation>
        </message>
        <message>
            <source>the shared folder does not exist</source>
            <translation>共享文件夹不存在</translation>
        </message>
        <message>
            <source>profile %1 is an offline profile: export a bundle (lowerscope bundle export) and import its results later</source>
            <translation>配置 %1 是离线配置：导出一个任务包（lowerscope bundle export），稍后再导入其结果</translation>
        </message>
        <message>
            <source>cannot start %1: %2</source>
            <translation>无法启动 %1：%2</translation>
        </message>
        <message>
            <source>%1 did not answer within %2 s</source>
            <translation>%1 在 %2 秒内没有响应</translation>
        </message>
        <message>
            <source>sbatch failed: %1</source>
            <translation>sbatch 失败：%1</translation>
        </message>
        <message>
            <source>submitted job array %1 (%2 requests)</source>
            <translation>已提交作业数组 %1（%2 个请求）</translation>
        </message>
        <message>
            <source>squeue did not answer; trying again</source>
            <translation>squeue 没有响应；重试</translation>
        </message>
        <message>
            <source>%1: Slurm can never start it (%2); cancelled</source>
            <translation>%1：Slurm 永远无法启动它（%2）；已取消</translation>
        </message>
        <message>
            <source>Slurm no longer knows job %1_%2</source>
            <translation>Slurm 已不再知道作业 %1_%2</translation>
        </message>
        <message>
            <source>killed by Slurm at its time limit (--time=%1)</source>
            <translation>在时间限制处被 Slurm 终止（--time=%1）</translation>
        </message>
        <message>
            <source>Slurm ended the job: %1</source>
            <translation>Slurm 结束了该作业：%1</translation>
        </message>
        <message>
            <source>scancel failed: %1</source>
            <translation>scancel 失败：%1</translation>
        </message>
        <message>
            <source>the ssh session did not end within %1 s</source>
            <translation>ssh 会话未在 %1 秒内结束</translation>
        </message>
        <message>
            <source>preparing the remote folder</source>
            <translation>正在准备远程文件夹</translation>
        </message>
        <message>
            <source>copying the bundle</source>
            <translation>正在复制任务包</translation>
        </message>
        <message>
            <source>running on %1</source>
            <translation>正在 %1 上运行</translation>
        </message>
        <message>
            <source>copying the results back</source>
            <translation>正在复制回结果</translation>
        </message>
        <message>
            <source>%1 failed (exit code %2) on %3%4</source>
            <translation>%1 在 %3 上失败（退出码 %2）%4</translation>
        </message>
        <message>
            <source>%1 holds the results of batch %2, not %3</source>
            <translation>%1 包含的是批次 %2 的结果，而不是 %3</translation>
        </message>
        <message>
            <source>no result came back from %1</source>
            <translation>没有从 %1 返回结果</translation>
        </message>
        <message>
            <source>%1: no such file</source>
            <translation>%1：没有这个文件</translation>
        </message>
        <message>
            <source>%1: refused: %2 bytes, larger than the %3 bytes a results archive may have</source>
            <translation>%1：已拒绝：%2 字节，大于结果归档允许的 %3 字节</translation>
        </message>
        <message>
            <source>%1: refused: %2 members, more than the %3 a results archive may have</source>
            <translation>%1：已拒绝：%2 个成员，超过了结果归档允许的 %3 个</translation>
        </message>
        <message>
            <source>%1: refused: the member '%2' is %3 bytes unpacked, more than the %4 bytes one result file may have</source>
            <translation>%1：已拒绝：成员“%2”解包后为 %3 字节，超过了单个结果文件允许的 %4 字节</translation>
        </message>
        <message>
            <source>%1: refused: its members unpack to more than the %2 bytes a results archive may hold</source>
            <translation>%1：已拒绝：其成员解包后超过了结果归档允许的 %2 字节</translation>
        </message>
        <message>
            <source>%1: refused: more than %2 files and folders</source>
            <translation>%1：已拒绝：文件和文件夹超过 %2 个</translation>
        </message>
        <message>
            <source>%1: refused: not a regular file or folder (a link, FIFO, socket or device)</source>
            <translation>%1：已拒绝：不是普通文件或文件夹（是链接、FIFO、套接字或设备）</translation>
        </message>
        <message>
            <source>%1: refused: %2 bytes, more than the %3 bytes one result file may have</source>
            <translation>%1：已拒绝：%2 字节，超过了单个结果文件允许的 %3 字节</translation>
        </message>
        <message>
            <source>%1: refused: its files hold more than the %2 bytes a batch's results may</source>
            <translation>%1：已拒绝：其文件超过了一个批次的结果允许的 %2 字节</translation>
        </message>
        <message>
            <source>%1: manifest.json: %2 requests, more than the %3 a batch may have</source>
            <translation>%1：manifest.json：%2 个请求，超过了一个批次允许的 %3 个</translation>
        </message>
        <message>
            <source>%1: manifest.json: the request %2 is listed twice</source>
            <translation>%1：manifest.json：请求 %2 被列出了两次</translation>
        </message>
        <message>
            <source>the batch %1 was never exported from this workspace (%2)</source>
            <translation>批次 %1 从未从此工作区导出（%2）</translation>
        </message>
        <message>
            <source>the batch %1 does not carry the nonce it was exported with (a forged or foreign archive)</source>
            <translation>批次 %1 不带导出时的 nonce（伪造的或外来的归档）</translation>
        </message>
        <message>
            <source>%1: a second result for the same request</source>
            <translation>%1：同一请求的第二个结果</translation>
        </message>
        <message>
            <source>%1: no such request was exported in this batch</source>
            <translation>%1：此批次中没有导出过这个请求</translation>
        </message>
        <message>
            <source>%1: superseded: the request was exported again in a later batch</source>
            <translation>%1：已被取代：该请求已在之后的批次中再次导出</translation>
        </message>
        <message>
            <source>%1: the request is already finished</source>
            <translation>%1：该请求已完成</translation>
        </message>
        <message>
            <source>%1: the candidate that ran (sha256 %2) is not the one exported (%3)</source>
            <translation>%1：运行的候选（sha256 %2）不是导出的那个（%3）</translation>
        </message>
        <message>
            <source>%1: the result names no candidate sha256</source>
            <translation>%1：结果中没有给出候选的 sha256</translation>
        </message>
        <message>
            <source>%1: the result is for the task '%2', the request was for '%3'</source>
            <translation>%1：结果属于任务“%2”，而请求针对的是“%3”</translation>
        </message>
        <message>
            <source>%1: the task's frozen hashes in the result differ from those exported (the task was changed)</source>
            <translation>%1：结果中任务的冻结哈希与导出时的不同（任务已被更改）</translation>
        </message>
        <message>
            <source>(further reasons are not listed)</source>
            <translation>(其余原因未列出)</translation>
        </message>
        <message>
            <source>results of batch %1 refused, nothing recorded:
  %2</source>
            <translation>批次 %1 的结果被拒绝，未记录任何内容：
  %2</translation>
        </message>
        <message>
            <source>%1: refused, nothing recorded:
  %2</source>
            <translation>%1：已拒绝，未记录任何内容：
  %2</translation>
        </message>
        <message>
            <source>%1: the results kept in %2 are of another batch</source>
            <translation>%1：%2 中保存的结果属于另一个批次</translation>
        </message>
    </context>
    <context>
        <name>Seed</name>
        <message>
            <source>Atomic read-modify-write to global memory</source>
            <translation>对全局内存的原子读-改-写</translation>
        </message>
        <message>
            <source>Heavy cube/vector cross-core synchronisation</source>
            <translation>cube/vector 跨核同步过多</translation>
        </message>
        <message>
            <source>Cube waits on vector</source>
            <translation>cube 等待 vector</translation>
        </message>
        <message>
            <source>Gather/scatter lowered element by element</source>
            <translation>gather/scatter 被逐元素降级</translation>
        </message>
        <message>
            <source>Grid far larger than the number of cores</source>
            <translation>网格远大于核数</translation>
        </message>
        <message>
            <source>Integer compare on tensors falls back to scalar</source>
            <translation>张量上的整数比较退化为标量</translation>
        </message>
        <message>
            <source>int64 vector arithmetic falls back to scalar</source>
            <translation>int64 向量运算退化为标量</translation>
        </message>
        <message>
            <source>Masked load pads with a vector fill before the copy</source>
            <translation>掩码加载在拷贝前先用向量填充</translation>
        </message>
        <message>
            <source>Modulo on tensors falls back to scalar</source>
            <translation>张量上的取模退化为标量</translation>
        </message>
        <message>
            <source>MTE2 (GM to UB) bound</source>
            <translation>受 MTE2（GM 到 UB）限制</translation>
        </message>
        <message>
            <source>Loop without multi-buffering</source>
            <translation>循环没有多缓冲</translation>
        </message>
        <message>
            <source>Redundant where after a masked load</source>
            <translation>掩码加载之后多余的 where</translation>
        </message>
        <message>
            <source>SCALAR pipe dominates the vector core</source>
            <translation>SCALAR 流水线主导向量核</translation>
        </message>
        <message>
            <source>Small DMA transfers per iteration</source>
            <translation>每次迭代的 DMA 传输很小</translation>
        </message>
        <message>
            <source>Tail axis not aligned to 32 B</source>
            <translation>尾轴未按 32 B 对齐</translation>
        </message>
        <message>
            <source>UB requirement above capacity</source>
            <translation>UB 需求超过容量</translation>
        </message>
        <message>
            <source>UB bank conflicts</source>
            <translation>UB 存储体冲突</translation>
        </message>
        <message>
            <source>Atomics on shared addresses</source>
            <translation>对共享地址的原子操作</translation>
        </message>
        <message>
            <source>Load feeds consumers with different shared encodings</source>
            <translation>一次加载供给使用不同共享编码的消费者</translation>
        </message>
        <message>
            <source>Deprecated fp8e4b15 on Hopper</source>
            <translation>Hopper 上已弃用的 fp8e4b15</translation>
        </message>
        <message>
            <source>fp32 dot with ieee precision takes the FMA path</source>
            <translation>ieee 精度的 fp32 dot 走 FMA 路径</translation>
        </message>
        <message>
            <source>64-bit index arithmetic</source>
            <translation>64 位索引运算</translation>
        </message>
        <message>
            <source>Neither memory nor compute busy</source>
            <translation>内存和计算都不忙</translation>
        </message>
        <message>
            <source>Launch configuration leaves SMs idle in the last wave</source>
            <translation>启动配置使最后一波中的 SM 空闲</translation>
        </message>
        <message>
            <source>Layout conversion through shared memory</source>
            <translation>经由共享内存的布局转换</translation>
        </message>
        <message>
            <source>Mask alignment limits vector width</source>
            <translation>掩码对齐限制了向量宽度</translation>
        </message>
        <message>
            <source>Memory-bound at a high share of DRAM bandwidth</source>
            <translation>内存受限，已用去大部分 DRAM 带宽</translation>
        </message>
        <message>
            <source>Pointer or stride without divisibility hint</source>
            <translation>指针或步长缺少可整除提示</translation>
        </message>
        <message>
            <source>MMA operand transposed on every copy into shared memory</source>
            <translation>MMA 操作数每次拷入共享内存都被转置</translation>
        </message>
        <message>
            <source>Dot not lowered to Hopper wgmma (MMA v3)</source>
            <translation>dot 未降级为 Hopper wgmma（MMA v3）</translation>
        </message>
        <message>
            <source>Several passes re-read the same row from global memory</source>
            <translation>多趟遍历从全局内存重复读取同一行</translation>
        </message>
        <message>
            <source>Row-major program order without L2 grouping</source>
            <translation>按行主序排列程序，未做 L2 分组</translation>
        </message>
        <message>
            <source>Main loop loads are not software-pipelined</source>
            <translation>主循环的加载没有软件流水</translation>
        </message>
        <message>
            <source>MMA operand transposed in registers</source>
            <translation>MMA 操作数在寄存器中转置</translation>
        </message>
        <message>
            <source>One program per element</source>
            <translation>每个元素一个程序</translation>
        </message>
        <message>
            <source>Pipelined load cannot use cp.async</source>
            <translation>流水化的加载无法使用 cp.async</translation>
        </message>
        <message>
            <source>Block reductions inside a loop (barrier per iteration)</source>
            <translation>循环内的块归约（每次迭代一次屏障）</translation>
        </message>
        <message>
            <source>Too few warps for a wide reduction row</source>
            <translation>对宽归约行来说 warp 太少</translation>
        </message>
        <message>
            <source>Registers per thread limit occupancy</source>
            <translation>每线程寄存器数限制了占用率</translation>
        </message>
        <message>
            <source>Register spills to local memory</source>
            <translation>寄存器溢出到本地内存</translation>
        </message>
        <message>
            <source>Scalar loop over an axis</source>
            <translation>沿一个轴的标量循环</translation>
        </message>
        <message>
            <source>One element per thread: BLOCK too small for num_warps</source>
            <translation>每线程一个元素：BLOCK 相对 num_warps 太小</translation>
        </message>
        <message>
            <source>Shared-memory bank conflicts</source>
            <translation>共享内存存储体冲突</translation>
        </message>
        <message>
            <source>Shared memory per CTA limits occupancy</source>
            <translation>每个 CTA 的共享内存限制了占用率</translation>
        </message>
        <message>
            <source>Fewer programs than SMs</source>
            <translation>程序数少于 SM 数</translation>
        </message>
        <message>
            <source>Matmul tiles too small for Hopper tensor cores</source>
            <translation>matmul 分块对 Hopper 张量核来说太小</translation>
        </message>
        <message>
            <source>Column-strided global load: one element per access</source>
            <translation>按列跨步的全局加载：每次访问一个元素</translation>
        </message>
        <message>
            <source>Nsight: theoretical occupancy limited</source>
            <translation>Nsight：理论占用率受限</translation>
        </message>
        <message>
            <source>Many programs each doing very little</source>
            <translation>大量程序各自只做很少的工作</translation>
        </message>
        <message>
            <source>Rows start off the 16-byte access granule</source>
            <translation>行起点不在 16 字节访问粒度上</translation>
        </message>
        <message>
            <source>Stores narrower than the data allows</source>
            <translation>存储宽度小于数据所允许的</translation>
        </message>
        <message>
            <source>Warp specialization failed (sm100)</source>
            <translation>warp 特化失败（sm100）</translation>
        </message>
        <message>
            <source>Whole row in one block of next_power_of_2(n)</source>
            <translation>整行放进一个 next_power_of_2(n) 大小的块</translation>
        </message>
        <message>
            <source>Zero-filled output that the kernel overwrites whole</source>
            <translation>先填零、随后被内核整体覆盖的输出</translation>
        </message>
        <message>
            <source>memory-bound</source>
            <translation>内存受限</translation>
        </message>
        <message>
            <source>compute-bound</source>
            <translation>计算受限</translation>
        </message>
        <message>
            <source>latency-bound</source>
            <translation>延迟受限</translation>
        </message>
        <message>
            <source>launch-bound</source>
            <translation>启动受限</translation>
        </message>
        <message>
            <source>scalar-fallback</source>
            <translation>标量退化</translation>
        </message>
        <message>
            <source>sync-overhead</source>
            <translation>同步开销</translation>
        </message>
        <message>
            <source>associativity of the reduction</source>
            <translation>归约的结合律</translation>
        </message>
        <message>
            <source>Serialised global updates.</source>
            <translation>全局更新被串行化。</translation>
        </message>
        <message>
            <source>same results; workspace sizes valid</source>
            <translation>结果相同；workspace 大小有效</translation>
        </message>
        <message>
            <source>Cube waits on vector (or back); mix imbalance.</source>
            <translation>cube 等待 vector（或反之）；混合不均衡。</translation>
        </message>
        <message>
            <source>same results</source>
            <translation>结果相同</translation>
        </message>
        <message>
            <source>Cube WAIT_FLAG &gt; 50% and MMAD &lt; 5%.</source>
            <translation>cube WAIT_FLAG &gt; 50% 且 MMAD &lt; 5%。</translation>
        </message>
        <message>
            <source>table fits UB</source>
            <translation>表能放进 UB</translation>
        </message>
        <message>
            <source>MTE2 many tiny transfers; scalar high.</source>
            <translation>MTE2 大量极小传输；标量占比高。</translation>
        </message>
        <message>
            <source>1-D grid</source>
            <translation>一维网格</translation>
        </message>
        <message>
            <source>every element processed once</source>
            <translation>每个元素处理一次</translation>
        </message>
        <message>
            <source>Block Dim &gt;&gt; cores; many waves, launch overhead.</source>
            <translation>Block Dim &gt;&gt; 核数；波数多，启动开销大。</translation>
        </message>
        <message>
            <source>values exactly representable in fp32 (&lt; 2^24)</source>
            <translation>数值可用 fp32 精确表示（&lt; 2^24）</translation>
        </message>
        <message>
            <source>aiv_scalar_ratio high, aiv_vec_ratio low.</source>
            <translation>aiv_scalar_ratio 高，aiv_vec_ratio 低。</translation>
        </message>
        <message>
            <source>numel &lt; 2^31</source>
            <translation>numel &lt; 2^31</translation>
        </message>
        <message>
            <source>aiv_scalar_ratio ~60%, aiv_vec_ratio &lt; 10%.</source>
            <translation>aiv_scalar_ratio 约 60%，aiv_vec_ratio &lt; 10%。</translation>
        </message>
        <message>
            <source>padding values must really be unused</source>
            <translation>填充值确实不能被使用</translation>
        </message>
        <message>
            <source>MTE2 waits on VECTOR; low MTE2/VECTOR overlap.</source>
            <translation>MTE2 等待 VECTOR；MTE2/VECTOR 重叠少。</translation>
        </message>
        <message>
            <source>b &gt; 0</source>
            <translation>b &gt; 0</translation>
        </message>
        <message>
            <source>SCALAR pipe dominant.</source>
            <translation>SCALAR 流水线占主导。</translation>
        </message>
        <message>
            <source>MTE2 &gt; 80%.</source>
            <translation>MTE2 &gt; 80%。</translation>
        </message>
        <message>
            <source>UB must hold two buffers</source>
            <translation>UB 必须能容纳两个缓冲区</translation>
        </message>
        <message>
            <source>MTE2 and VECTOR do not overlap (D_NO_OVERLAP &lt; 5%); periodic bubbles.</source>
            <translation>MTE2 与 VECTOR 不重叠（D_NO_OVERLAP &lt; 5%）；周期性气泡。</translation>
        </message>
        <message>
            <source>load uses other=0 with the same mask</source>
            <translation>加载以相同掩码使用 other=0</translation>
        </message>
        <message>
            <source>Extra vector ops (vsel/vcmp).</source>
            <translation>多余的向量操作（vsel/vcmp）。</translation>
        </message>
        <message>
            <source>see the specific rewrite</source>
            <translation>见具体的改写</translation>
        </message>
        <message>
            <source>Vector SCALAR &gt; 30%.</source>
            <translation>Vector SCALAR &gt; 30%。</translation>
        </message>
        <message>
            <source>UB capacity</source>
            <translation>UB 容量</translation>
        </message>
        <message>
            <source>MTE2 events per tile &gt; 20, single transfer &lt; 16 KB.</source>
            <translation>每个分块的 MTE2 事件 &gt; 20，单次传输 &lt; 16 KB。</translation>
        </message>
        <message>
            <source>MTE inefficiency, UB waste from padding.</source>
            <translation>MTE 低效，填充浪费 UB。</translation>
        </message>
        <message>
            <source>tiling covers the whole block</source>
            <translation>分块覆盖整个块</translation>
        </message>
        <message>
            <source>Compile error "ub overflow, requires X bits while 1572864 bits available".</source>
            <translation>编译错误 "ub overflow, requires X bits while 1572864 bits available"。</translation>
        </message>
        <message>
            <source>aiv_vec_bank(group)_cflt_ratio &gt; 5%.</source>
            <translation>aiv_vec_bank(group)_cflt_ratio &gt; 5%。</translation>
        </message>
        <message>
            <source>lg_throttle / membar stalls.</source>
            <translation>lg_throttle / membar 停顿。</translation>
        </message>
        <message>
            <source>Extra shared-memory traffic and conversions.</source>
            <translation>额外的共享内存流量与转换。</translation>
        </message>
        <message>
            <source>accuracy of the new fp8 type</source>
            <translation>新 fp8 类型的精度</translation>
        </message>
        <message>
            <source>Slow dot with fp8e4b15.</source>
            <translation>使用 fp8e4b15 的 dot 很慢。</translation>
        </message>
        <message>
            <source>tf32 accuracy must be acceptable (tf32x3 if not)</source>
            <translation>tf32 精度必须可接受（否则用 tf32x3）</translation>
        </message>
        <message>
            <source>FMA-bound matmul; no tensor-core instructions.</source>
            <translation>matmul 受 FMA 限制；没有张量核指令。</translation>
        </message>
        <message>
            <source>numel &lt; 2^31 for every tensor indexed</source>
            <translation>每个被索引的张量 numel &lt; 2^31</translation>
        </message>
        <message>
            <source>64-bit divisions and remainders of index tensors (arith.divsi/remsi on i64 in the TTIR); extra integer instructions (mul.wide, 64-bit add chains).</source>
            <translation>索引张量的 64 位除法与取余（TTIR 中 i64 上的 arith.divsi/remsi）；额外的整数指令（mul.wide、64 位加法链）。</translation>
        </message>
        <message>
            <source>check uncoalesced access first</source>
            <translation>先检查未合并的访问</translation>
        </message>
        <message>
            <source>Both DRAM and SM throughput below 40% of peak.</source>
            <translation>DRAM 与 SM 吞吐都低于峰值的 40%。</translation>
        </message>
        <message>
            <source>every element still processed exactly once</source>
            <translation>每个元素仍恰好处理一次</translation>
        </message>
        <message>
            <source>Nsight LaunchConfiguration rule: partial last wave or too small grid.</source>
            <translation>Nsight LaunchConfiguration 规则：最后一波不满或网格太小。</translation>
        </message>
        <message>
            <source>only worth changing when the conversion is inside the main loop</source>
            <translation>只有转换位于主循环内时才值得修改</translation>
        </message>
        <message>
            <source>Shared-memory stores/loads and barriers around layout changes.</source>
            <translation>布局变化前后的共享内存存取与屏障。</translation>
        </message>
        <message>
            <source>tail elements still masked</source>
            <translation>尾部元素仍被掩码</translation>
        </message>
        <message>
            <source>Remark: origin vec &gt; 1 but final vec = 1.</source>
            <translation>编译提示：origin vec &gt; 1 但 final vec = 1。</translation>
        </message>
        <message>
            <source>numerics of lower precision must be acceptable</source>
            <translation>更低精度的数值结果必须可接受</translation>
        </message>
        <message>
            <source>DRAM throughput above 70% of peak.</source>
            <translation>DRAM 吞吐高于峰值的 70%。</translation>
        </message>
        <message>
            <source>the hints must be true for every launch</source>
            <translation>提示必须对每次启动都成立</translation>
        </message>
        <message>
            <source>vec = 1 loads although data is contiguous.</source>
            <translation>数据连续，加载却是 vec = 1。</translation>
        </message>
        <message>
            <source>the operand's storage order can change (a weight stored once, used many times), or the transpose is paid once outside the loop</source>
            <translation>操作数的存储顺序可以改变（权重存一次、用多次），或者转置在循环外只做一次</translation>
        </message>
        <message>
            <source>ttg.local_alloc or async copy from a blocked layout into a shared layout of the other order; narrow cp.async or st.shared per element.</source>
            <translation>从 blocked 布局到相反顺序的 shared 布局的 ttg.local_alloc 或异步拷贝；逐元素的窄 cp.async 或 st.shared。</translation>
        </message>
        <message>
            <source>BLOCK_M % 64 == 0</source>
            <translation>BLOCK_M % 64 == 0</translation>
        </message>
        <message>
            <source>BLOCK_N % 16 == 0</source>
            <translation>BLOCK_N % 16 == 0</translation>
        </message>
        <message>
            <source>BLOCK_K &gt;= 256 / operand bit width</source>
            <translation>BLOCK_K &gt;= 256 / 操作数位宽</translation>
        </message>
        <message>
            <source>num_warps % 4 == 0</source>
            <translation>num_warps % 4 == 0</translation>
        </message>
        <message>
            <source>Low tensor-pipe utilisation on sm90; PTX uses mma.sync, not wgmma.mma_async.</source>
            <translation>sm90 上张量流水线利用率低；PTX 用的是 mma.sync 而不是 wgmma.mma_async。</translation>
        </message>
        <message>
            <source>the row (or chunk) must fit in registers without spills</source>
            <translation>整行（或分段）必须不溢出地放进寄存器</translation>
        </message>
        <message>
            <source>numerics: online softmax rescales partial sums</source>
            <translation>数值：在线 softmax 会重新缩放部分和</translation>
        </message>
        <message>
            <source>A row is loaded once per pass (max, sum, normalise): global traffic is a multiple of the data size.</source>
            <translation>每趟都加载一次整行（max、sum、归一化）：全局流量是数据量的数倍。</translation>
        </message>
        <message>
            <source>mapping must still cover every tile exactly once</source>
            <translation>映射仍须恰好覆盖每个分块一次</translation>
        </message>
        <message>
            <source>Low L2 hit rate for A/B tiles; DRAM bytes well above the ideal.</source>
            <translation>A/B 分块的 L2 命中率低；DRAM 字节数远高于理想值。</translation>
        </message>
        <message>
            <source>shared memory for num_stages buffers must fit (metadata.shared &lt;= device maximum)</source>
            <translation>num_stages 个缓冲区的共享内存必须放得下（metadata.shared &lt;= 设备上限）</translation>
        </message>
        <message>
            <source>loop must be innermost with no loop-carried distance &gt; 1</source>
            <translation>循环必须是最内层，且没有距离 &gt; 1 的跨迭代依赖</translation>
        </message>
        <message>
            <source>Long-scoreboard stalls in the K loop; no cp.async or TMA in PTX.</source>
            <translation>K 循环中的 long-scoreboard 停顿；PTX 中没有 cp.async 或 TMA。</translation>
        </message>
        <message>
            <source>the producer of the operand can change its layout</source>
            <translation>操作数的生产者可以改变其布局</translation>
        </message>
        <message>
            <source>Pipelined load of the operand disabled.</source>
            <translation>操作数的流水化加载被禁用。</translation>
        </message>
        <message>
            <source>output identical</source>
            <translation>输出完全相同</translation>
        </message>
        <message>
            <source>The grid has one program per element and the kernel has no tl.arange.</source>
            <translation>网格每个元素一个程序，内核中没有 tl.arange。</translation>
        </message>
        <message>
            <source>loads still masked correctly</source>
            <translation>加载仍被正确掩码</translation>
        </message>
        <message>
            <source>Severe slowdown in the pipelined loop.</source>
            <translation>流水化循环严重变慢。</translation>
        </message>
        <message>
            <source>floating-point reassociation must be acceptable</source>
            <translation>浮点重结合必须可接受</translation>
        </message>
        <message>
            <source>Barrier stalls; bar.sync and shared-memory traffic each iteration.</source>
            <translation>屏障停顿；每次迭代都有 bar.sync 和共享内存流量。</translation>
        </message>
        <message>
            <source>num_warps * 32 &lt;= 1024</source>
            <translation>num_warps * 32 &lt;= 1024</translation>
        </message>
        <message>
            <source>Low issue utilisation or spills on wide rows.</source>
            <translation>宽行时发射利用率低或出现溢出。</translation>
        </message>
        <message>
            <source>no new spills (n_spills stays 0)</source>
            <translation>没有新的溢出（n_spills 保持为 0）</translation>
        </message>
        <message>
            <source>Few resident warps; latency not hidden.</source>
            <translation>常驻 warp 少；延迟未被隐藏。</translation>
        </message>
        <message>
            <source>n_spills must become 0 without a slower schedule</source>
            <translation>n_spills 必须降为 0，且调度不变慢</translation>
        </message>
        <message>
            <source>Local-memory traffic; long-scoreboard stalls.</source>
            <translation>本地内存流量；long-scoreboard 停顿。</translation>
        </message>
        <message>
            <source>A for loop over an axis with tl.load(ptr + i) of one element per iteration.</source>
            <translation>沿一个轴的 for 循环，每次迭代用 tl.load(ptr + i) 读一个元素。</translation>
        </message>
        <message>
            <source>BLOCK / (num_warps * 32) &gt;= 4 for fp32 (&gt;= 8 for fp16)</source>
            <translation>fp32 时 BLOCK / (num_warps * 32) &gt;= 4（fp16 时 &gt;= 8）</translation>
        </message>
        <message>
            <source>masking must still cover the tail</source>
            <translation>掩码仍须覆盖尾部</translation>
        </message>
        <message>
            <source>Scalar ld.global.b32 although the data is contiguous; low bytes per request.</source>
            <translation>数据连续却是标量 ld.global.b32；每次请求字节少。</translation>
        </message>
        <message>
            <source>results unchanged</source>
            <translation>结果不变</translation>
        </message>
        <message>
            <source>Many shared-memory wavefronts per request.</source>
            <translation>每次请求的共享内存 wavefront 多。</translation>
        </message>
        <message>
            <source>metadata.shared &lt;= device maximum</source>
            <translation>metadata.shared &lt;= 设备上限</translation>
        </message>
        <message>
            <source>One or two CTAs per SM.</source>
            <translation>每个 SM 一到两个 CTA。</translation>
        </message>
        <message>
            <source>reduction order for split-K</source>
            <translation>split-K 的归约顺序</translation>
        </message>
        <message>
            <source>Fewer blocks than SMs: the other SMs idle.</source>
            <translation>块数少于 SM 数：其余 SM 空闲。</translation>
        </message>
        <message>
            <source>tiles must divide or be masked against M, N, K</source>
            <translation>分块必须整除 M、N、K，或对其做掩码</translation>
        </message>
        <message>
            <source>shared memory of the stages must fit</source>
            <translation>各阶段的共享内存必须放得下</translation>
        </message>
        <message>
            <source>Low arithmetic intensity per CTA; many CTAs each doing tiny dots.</source>
            <translation>每个 CTA 的算术强度低；大量 CTA 各做极小的 dot。</translation>
        </message>
        <message>
            <source>the innermost (fastest) index of each load must follow the contiguous axis of its tensor</source>
            <translation>每次加载最内层（最快变化）的索引必须沿其张量的连续轴</translation>
        </message>
        <message>
            <source>results must be bit-identical: only the access order changes</source>
            <translation>结果必须逐位相同：只改变访问顺序</translation>
        </message>
        <message>
            <source>Global loads move one 32-bit element per thread; Nsight reports excessive sectors per request.</source>
            <translation>全局加载每线程只搬一个 32 位元素；Nsight 报告每次请求的扇区过多。</translation>
        </message>
        <message>
            <source>correctness unaffected; only launch parameters change</source>
            <translation>正确性不受影响；只改变启动参数</translation>
        </message>
        <message>
            <source>Nsight Compute TheoreticalOccupancy rule fired.</source>
            <translation>Nsight Compute 的 TheoreticalOccupancy 规则触发。</translation>
        </message>
        <message>
            <source>masking covers the tail</source>
            <translation>掩码覆盖尾部</translation>
        </message>
        <message>
            <source>Launch and scheduling overhead dominate.</source>
            <translation>启动与调度开销占主导。</translation>
        </message>
        <message>
            <source>pad the row length (tail axis) of the storage to a multiple of 16 bytes, or pass rows that start on 16-byte boundaries; the padding must not change the result (masked out, or filled with a neutral value)</source>
            <translation>把存储的行长（尾轴）填充到 16 字节的倍数，或传入从 16 字节边界开始的行；填充不得改变结果（被掩码掉，或填中性值）</translation>
        </message>
        <message>
            <source>Scalar ld.global/st.global on contiguous rows; the row stride argument lacks tt.divisibility = 16.</source>
            <translation>连续的行上是标量 ld.global/st.global；行步长参数缺少 tt.divisibility = 16。</translation>
        </message>
        <message>
            <source>Global stores of 32 or 64 bits where each thread holds more contiguous elements; the compiler remark says the store vector width fell to 1.</source>
            <translation>每线程持有更多连续元素，全局存储却只有 32 或 64 位；编译提示说存储向量宽度降到了 1。</translation>
        </message>
        <message>
            <source>Tensor utilisation lower than expected on Blackwell.</source>
            <translation>Blackwell 上张量利用率低于预期。</translation>
        </message>
        <message>
            <source>n_spills stays 0 for the largest case</source>
            <translation>最大用例下 n_spills 保持为 0</translation>
        </message>
        <message>
            <source>Fine for moderate rows; for very wide rows register pressure and spills grow with BLOCK.</source>
            <translation>中等行宽没有问题；行很宽时寄存器压力与溢出随 BLOCK 增大。</translation>
        </message>
        <message>
            <source>every element of the output is stored by the kernel: an unconditional tl.store whose mask is only offsets &lt; n, over a grid that covers n</source>
            <translation>内核写入输出的每个元素：一个无条件的 tl.store，其掩码只有 offsets &lt; n，网格覆盖 n</translation>
        </message>
        <message>
            <source>nothing reads the zeros: no tl.load or atomic of the output, no accumulation into it, no other use in the wrapper</source>
            <translation>没有任何地方读这些零：对输出没有 tl.load 或原子操作，不向其累加，包装函数中也没有其他用途</translation>
        </message>
        <message>
            <source>A fill kernel before the operator's kernel; the output's bytes written twice.</source>
            <translation>算子内核前有一个填充内核；输出的字节被写了两次。</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>the name '%1' is not 1-64 letters, digits, '.', '_' or '-'</source>
            <translation>名称“%1”不是 1-64 个字母、数字、“.”、“_”或“-”</translation>
        </message>
        <message>
            <source>cannot write the settings file %1</source>
            <translation>无法写入设置文件 %1</translation>
        </message>
    </context>
    <context>
        <name>Store</name>
        <message>
            <source>the database is not open</source>
            <translation>数据库未打开</translation>
        </message>
        <message>
            <source>%1 is busy: another process has held its write lock for more than five seconds; nothing was written</source>
            <translation>%1 正忙：另一个进程持有其写锁已超过五秒；未写入任何内容</translation>
        </message>
        <message>
            <source>%1: cannot start a transaction: %2</source>
            <translation>%1：无法开始事务：%2</translation>
        </message>
        <message>
            <source>no transaction to commit</source>
            <translation>没有可提交的事务</translation>
        </message>
    </context>
    <context>
        <name>Tasks</name>
        <message>
            <source>cannot create a temporary folder for the harness: %1</source>
            <translation>无法为测试框架创建临时文件夹：%1</translation>
        </message>
        <message>
            <source>cannot write %1</source>
            <translation>无法写入 %1</translation>
        </message>
        <message>
            <source>cannot start %1 (the harness needs python3; set LOWERSCOPE_PYTHON): %2</source>
            <translation>无法启动 %1（测试框架需要 python3；请设置 LOWERSCOPE_PYTHON）：%2</translation>
        </message>
        <message>
            <source>the harness did not finish within %1 s</source>
            <translation>测试框架未在 %1 秒内完成</translation>
        </message>
        <message>
            <source>unreadable harness output: %1</source>
            <translation>无法读取测试框架的输出：%1</translation>
        </message>
        <message>
            <source>the harness failed (exit code %1)</source>
            <translation>测试框架失败（退出码 %1）</translation>
        </message>
        <message>
            <source>unknown backend '%1' (known: %2)</source>
            <translation>未知后端“%1”（已知：%2）</translation>
        </message>
        <message>
            <source>%1: cannot write (%2)</source>
            <translation>%1：无法写入（%2）</translation>
        </message>
        <message>
            <source>shape %1 of %2 scaled x%3</source>
            <translation>%2 的形状 %1，放大 x%3</translation>
        </message>
        <message>
            <source>shape %1 of %2</source>
            <translation>%2 的形状 %1</translation>
        </message>
        <message>
            <source>cannot read the operator file: %1</source>
            <translation>无法读取算子文件：%1</translation>
        </message>
        <message>
            <source>cannot read the perf file: %1</source>
            <translation>无法读取性能文件：%1</translation>
        </message>
        <message>
            <source>the test is vacuous: %1</source>
            <translation>该测试是空洞的：%1</translation>
        </message>
        <message>
            <source>a task needs five cases, and they come from the perf file: give PERF_FILE</source>
            <translation>任务需要五个用例，它们来自性能文件：请给出 PERF_FILE</translation>
        </message>
        <message>
            <source>cannot record the hashes: %1</source>
            <translation>无法记录哈希：%1</translation>
        </message>
        <message>
            <source>the name '%1' is a folder, not a name</source>
            <translation>名称“%1”是文件夹，不是名称</translation>
        </message>
        <message>
            <source>the name '%1' is not 1-%2 letters, digits, '_', '-' or '.' (no '/' or other separators)</source>
            <translation>名称“%1”不是 1-%2 个字母、数字、'_'、'-' 或 '.'（不能含 '/' 或其他分隔符）</translation>
        </message>
        <message>
            <source>%1: missing</source>
            <translation>%1：不存在</translation>
        </message>
        <message>
            <source>%1: resolves to %2, outside the folder %3 (a task names only its own files)</source>
            <translation>%1：解析为 %2，位于文件夹 %3 之外（任务只能引用自己的文件）</translation>
        </message>
        <message>
            <source>%1: not a file</source>
            <translation>%1：不是文件</translation>
        </message>
        <message>
            <source>%1 more problems are not listed</source>
            <translation>另有 %1 个问题未列出</translation>
        </message>
        <message>
            <source>%1: not a JSON object (%2)</source>
            <translation>%1：不是 JSON 对象（%2）</translation>
        </message>
        <message>
            <source>task '%1': its initial kernel failed calibration: %2</source>
            <translation>任务“%1”：其初始内核校准失败：%2</translation>
        </message>
        <message>
            <source>task '%1' was imported and never calibrated: the arguments it writes and the cases it can run were read from its files, not observed (lowerscope tasks calibrate %2 --runner PROFILE)</source>
            <translation>任务“%1”已导入但从未校准：它写入的参数和可运行的用例是从其文件中读取的，而非实际观测（lowerscope tasks calibrate %2 --runner PROFILE）</translation>
        </message>
        <message>
            <source>task '%1': unknown calibration status '%2'</source>
            <translation>任务“%1”：未知的校准状态“%2”</translation>
        </message>
        <message>
            <source>%1: calibration result refused: %2</source>
            <translation>%1：校准结果被拒绝：%2</translation>
        </message>
        <message>
            <source>it is not a calibration result</source>
            <translation>它不是校准结果</translation>
        </message>
        <message>
            <source>it is for the task '%1'</source>
            <translation>它属于任务“%1”</translation>
        </message>
        <message>
            <source>the task's frozen hashes differ from those it ran with (the task changed since)</source>
            <translation>任务的冻结哈希与其运行时所用的不同（此后任务已更改）</translation>
        </message>
        <message>
            <source>%1 slotList for %2 cases</source>
            <translation>%1 个 slotList 对应 %2 个用例</translation>
        </message>
        <message>
            <source>slot %1 is out of order</source>
            <translation>槽位 %1 顺序错误</translation>
        </message>
        <message>
            <source>slot %1 names alternate %2, which the task does not have</source>
            <translation>槽位 %1 指定了备选用例 %2，但任务中没有它</translation>
        </message>
        <message>
            <source>alternate %1 is used twice</source>
            <translation>备选用例 %1 被使用了两次</translation>
        </message>
        <message>
            <source>slot %1 takes alternate %2, which is not smaller than the case it replaces</source>
            <translation>槽位 %1 采用备选用例 %2，但它并不比被替换的用例小</translation>
        </message>
        <message>
            <source>slot %1 was replaced without a reason</source>
            <translation>槽位 %1 在没有原因的情况下被替换</translation>
        </message>
        <message>
            <source>case %1 (%2) replaced by %3: %4</source>
            <translation>用例 %1（%2）被 %3 替换：%4</translation>
        </message>
        <message>
            <source>case %1 (%2): %3</source>
            <translation>用例 %1（%2）：%3</translation>
        </message>
        <message>
            <source>not run</source>
            <translation>未运行</translation>
        </message>
        <message>
            <source>slot %1: %2 roles for %3 arguments</source>
            <translation>槽位 %1：%3 个参数对应 %2 个角色</translation>
        </message>
        <message>
            <source>slot %1: a role for the scalar argument %2</source>
            <translation>槽位 %1：为标量参数 %2 指定了角色</translation>
        </message>
        <message>
            <source>slot %1: argument %2 has the role '%3'</source>
            <translation>槽位 %1：参数 %2 的角色为“%3”</translation>
        </message>
        <message>
            <source>case %1: argument %2 is %3, not %4 (observed)</source>
            <translation>用例 %1：参数 %2 是 %3，而不是 %4（观测所得）</translation>
        </message>
        <message>
            <source>slot %1: outputs '%2'</source>
            <translation>槽位 %1：outputs“%2”</translation>
        </message>
        <message>
            <source>case %1: %2 bytes counted, but its tensors move at least %3 (each input read once, each output written once): the case uses %3</source>
            <translation>用例 %1：统计为 %2 字节，但其张量至少搬运 %3 字节（每个输入读一次，每个输出写一次）：该用例使用 %3 字节</translation>
        </message>
        <message>
            <source>its status '%1' disagrees with its cases</source>
            <translation>其状态“%1”与其用例不符</translation>
        </message>
        <message>
            <source>%1: cannot record the hashes: %2</source>
            <translation>%1：无法记录哈希：%2</translation>
        </message>
    </context>
    <context>
        <name>Trajectory</name>
        <message>
            <source>%1: cannot read the IR of %2</source>
            <translation>%1：无法读取 %2 的 IR</translation>
        </message>
        <message>
            <source>the kernel's Python source is not in this folder</source>
            <translation>此文件夹中没有内核的 Python 源码</translation>
        </message>
        <message>
            <source>more than 100000 files; the rest were not read</source>
            <translation>文件超过 100000 个；其余未读取</translation>
        </message>
        <message>
            <source>cannot be read: %1</source>
            <translation>无法读取：%1</translation>
        </message>
        <message>
            <source>%1 bytes: larger than the %2 bytes a trajectory file may have; skipped</source>
            <translation>%1 字节：超过轨迹文件允许的 %2 字节；已跳过</translation>
        </message>
        <message>
            <source>gzip: %1; read what could be inflated</source>
            <translation>gzip：%1；已读取能解压的部分</translation>
        </message>
        <message>
            <source>no such file or folder</source>
            <translation>文件或文件夹不存在</translation>
        </message>
        <message>
            <source>not a JSON object: %1</source>
            <translation>不是 JSON 对象：%1</translation>
        </message>
        <message>
            <source>compilation event without metadata.name</source>
            <translation>compilation 事件缺少 metadata.name</translation>
        </message>
        <message>
            <source>gzip: inflates to more than %1 bytes (%2 times its %3 compressed bytes); skipped</source>
            <translation>gzip：解压后超过 %1 字节（其 %3 压缩字节的 %2 倍）；已跳过</translation>
        </message>
        <message>
            <source>zlib init failed</source>
            <translation>zlib 初始化失败</translation>
        </message>
        <message>
            <source>gzip stream ends early</source>
            <translation>gzip 流提前结束</translation>
        </message>
        <message>
            <source>corrupt gzip data</source>
            <translation>gzip 数据已损坏</translation>
        </message>
        <message>
            <source>gzip data larger than %1 bytes</source>
            <translation>gzip 数据大于 %1 字节</translation>
        </message>
    </context>
    <context>
        <name>UserFile</name>
        <message>
            <source>a directory</source>
            <translation>目录</translation>
        </message>
        <message>
            <source>a FIFO</source>
            <translation>FIFO</translation>
        </message>
        <message>
            <source>a device</source>
            <translation>设备</translation>
        </message>
        <message>
            <source>a socket</source>
            <translation>套接字</translation>
        </message>
        <message>
            <source>a special file</source>
            <translation>特殊文件</translation>
        </message>
        <message>
            <source>%1: not a regular file (%2)</source>
            <translation>%1：不是普通文件（%2）</translation>
        </message>
        <message>
            <source>%1: cannot read: %2</source>
            <translation>%1：无法读取：%2</translation>
        </message>
        <message>
            <source>%1: %2 bytes: larger than the %3 bytes this file may have</source>
            <translation>%1：%2 字节：超过此文件允许的 %3 字节</translation>
        </message>
        <message>
            <source>%1: larger than the %2 bytes this file may have</source>
            <translation>%1：超过此文件允许的 %2 字节</translation>
        </message>
    </context>
    <context>
        <name>Workspace</name>
        <message>
            <source>%1 is not a Lowerscope workspace (SQLite application id %2)</source>
            <translation>%1 不是 Lowerscope 工作区（SQLite 应用 ID %2）</translation>
        </message>
        <message>
            <source>%1 was written by a newer Lowerscope (schema version %2; this build reads up to %3); open it with that version or use another --workspace</source>
            <translation>%1 由更新版本的 Lowerscope 写入（架构版本 %2；此版本最多读取 %3）；请用该版本打开，或使用其他 --workspace</translation>
        </message>
        <message>
            <source>%1: cannot upgrade the workspace to schema version %2: %3</source>
            <translation>%1：无法将工作区升级到架构版本 %2：%3</translation>
        </message>
        <message>
            <source>%1: no workspace here (nothing recorded yet)</source>
            <translation>%1：此处没有工作区（尚未记录任何内容）</translation>
        </message>
        <message>
            <source>%1: cannot create the workspace folder</source>
            <translation>%1：无法创建工作区文件夹</translation>
        </message>
        <message>
            <source>%1: cannot open: %2</source>
            <translation>%1：无法打开：%2</translation>
        </message>
        <message>
            <source>no round %1 in this workspace</source>
            <translation>此工作区中没有轮次 %1</translation>
        </message>
        <message>
            <source>no pattern proposal %1 in this workspace</source>
            <translation>此工作区中没有模式提案 %1</translation>
        </message>
        <message>
            <source>a proposal can only be approved or rejected, not '%1'</source>
            <translation>提案只能被批准或拒绝，不能是“%1”</translation>
        </message>
        <message>
            <source>proposal %1 was already %2 on %3</source>
            <translation>提案 %1 已于 %3 被 %2</translation>
        </message>
        <message>
            <source>%1.%2: expected %3</source>
            <translation>%1.%2：应为 %3</translation>
        </message>
        <message>
            <source>%1: expected {"name", "source" or "path"}</source>
            <translation>%1：应为 {"name"、"source" 或 "path"}</translation>
        </message>
        <message>
            <source>%1:%2: not valid JSON: %3</source>
            <translation>%1:%2：不是有效的 JSON：%3</translation>
        </message>
        <message>
            <source>%1: expected a round object</source>
            <translation>%1：应为轮次对象</translation>
        </message>
        <message>
            <source>%1: no rounds in this file</source>
            <translation>%1：此文件中没有轮次</translation>
        </message>
        <message>
            <source>%1: %2 must be one of %3, not '%4'</source>
            <translation>%1：%2 必须是 %3 之一，而不是“%4”</translation>
        </message>
        <message>
            <source>%1: a round is done exactly when it has an outcome</source>
            <translation>%1：轮次当且仅当有结果时才算完成</translation>
        </message>
        <message>
            <source>%1: operator %2 was recorded for backend %3, not %4</source>
            <translation>%1：算子 %2 记录的后端是 %3，而不是 %4</translation>
        </message>
        <message>
            <source>%1: operator %2 already has a different initial kernel; nothing was changed</source>
            <translation>%1：算子 %2 已有不同的初始内核；未做任何更改</translation>
        </message>
        <message>
            <source>%1: case %2 of %3 was recorded with other baseline values; nothing was changed</source>
            <translation>%1：%3 的用例 %2 已以不同的基线值记录；未做任何更改</translation>
        </message>
        <message>
            <source>operator %1 has no case %2 (declare it under "cases" first)</source>
            <translation>算子 %1 没有用例 %2（请先在 "cases" 中声明）</translation>
        </message>
        <message>
            <source>case %1 already has a different validation result; nothing was changed</source>
            <translation>用例 %1 已有不同的验证结果；未做任何更改</translation>
        </message>
        <message>
            <source>%1: "operator" is missing</source>
            <translation>%1：缺少 "operator"</translation>
        </message>
        <message>
            <source>%1: round %2 of %3 exists and is done (%4); a done round is never changed</source>
            <translation>%1：%3 的第 %2 轮已存在且已完成（%4）；已完成的轮次不会被更改</translation>
        </message>
        <message>
            <source>%1: round %2 of %3 exists and is unfinished (%4); continue it with `lowerscope rounds resume`</source>
            <translation>%1：%3 的第 %2 轮已存在且未完成（%4）；请用 `lowerscope rounds resume` 继续</translation>
        </message>
        <message>
            <source>the round already has a different %1; nothing was changed</source>
            <translation>该轮次已有不同的 %1；未做任何更改</translation>
        </message>
        <message>
            <source>round %1 of %2 is done (%3); a done round is never changed</source>
            <translation>%2 的第 %1 轮已完成（%3）；已完成的轮次不会被更改</translation>
        </message>
        <message>
            <source>%1 has no unfinished round to resume</source>
            <translation>%1 没有可恢复的未完成轮次</translation>
        </message>
        <message>
            <source>%1 has %2 unfinished rounds; say which with "index"</source>
            <translation>%1 有 %2 个未完成的轮次；请用 "index" 指明哪一个</translation>
        </message>
        <message>
            <source>round %1 of %2 is %3 and cannot go back to %4</source>
            <translation>%2 的第 %1 轮处于 %3，无法退回到 %4</translation>
        </message>
        <message>
            <source>the round already has different findings; nothing was changed</source>
            <translation>该轮次已有不同的诊断结果；未做任何更改</translation>
        </message>
        <message>
            <source>the round already has a different kernel; nothing was changed</source>
            <translation>该轮次已有不同的内核；未做任何更改</translation>
        </message>
        <message>
            <source>%1: cannot record the run %2 of batch %3: %4</source>
            <translation>%1：无法记录批次 %3 的运行 %2：%4</translation>
        </message>
        <message>
            <source>the round already has a different rewrite origin; nothing was changed</source>
            <translation>该轮已有不同的改写来源；未做任何更改</translation>
        </message>
        <message>
            <source>the round already has a different model exchange; nothing was changed</source>
            <translation>该轮已有不同的模型交互；未作任何更改</translation>
        </message>
        <message>
            <source>%1: cannot record the export of batch %2: %3</source>
            <translation>%1：无法记录批次 %2 的导出：%3</translation>
        </message>
        <message>
            <source>%1: cannot record the export of request %2 of batch %3: %4</source>
            <translation>%1：无法记录批次 %3 中请求 %2 的导出：%4</translation>
        </message>
        <message>
            <source>%1: the request %2 of batch %3 is not waiting for a result (never exported, finished or superseded); nothing was recorded</source>
            <translation>%1：批次 %3 的请求 %2 并未在等待结果（从未导出、已完成或已被取代）；未记录任何内容</translation>
        </message>
        <message>
            <source>%1: cannot record the evidence of %2 (%3): %4</source>
            <translation>%1：无法记录 %2（%3）的证据：%4</translation>
        </message>
        <message>
            <source>%1: cannot record the agent session: %2</source>
            <translation>%1：无法记录代理会话：%2</translation>
        </message>
        <message>
            <source>%1: cannot record the agent session's task %2: %3</source>
            <translation>%1：无法记录代理会话的任务 %2：%3</translation>
        </message>
    </context>
</TS>
