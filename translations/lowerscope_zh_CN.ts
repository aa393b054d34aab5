<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
            <translation>目录</translation>
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
            <source>Recent</source>
            <translation>最近打开</translation>
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
        <message>
            <source>Level</source>
            <translation>层级</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>类别</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>位置</translation>
        </message>
        <message>
            <source>Finding</source>
            <translation>结果</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>取消</translation>
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
            <source>Kernels, IR and profiles (*.py *.ttir *.ttgir *.llir *.ptx *.sass *.nvdisasm *.mlir *.txt *.json *.ndjson *.gz *.csv *.db *.jsonl);;All files (*)</source>
            <translation>内核、IR 和性能数据 (*.py *.ttir *.ttgir *.llir *.ptx *.sass *.nvdisasm *.mlir *.txt *.json *.ndjson *.gz *.csv *.db *.jsonl);;所有文件 (*)</translation>
        </message>
        <message>
            <source>About Lowerscope</source>
            <translation>关于 Lowerscope</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Lowerscope %1&lt;/h3&gt;&lt;p&gt;A workbench for making Triton kernels fast on NVIDIA GPUs and Ascend NPUs. It reads the lowering trajectory and profiles, and climbs a diagnosis ladder: pattern triage, profiling, IR attribution, compiler knowledge.&lt;/p&gt;&lt;p&gt;Knowledge base: %2&lt;br&gt;Workspace: %3&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Lowerscope %1&lt;/h3&gt;&lt;p&gt;在 NVIDIA GPU 和昇腾 NPU 上加速 Triton 内核的工作台。它读取下降轨迹和性能数据，并沿诊断阶梯逐级深入：模式筛查、性能剖析、IR 归因、编译器知识。&lt;/p&gt;&lt;p&gt;知识库：%2&lt;br&gt;工作区：%3&lt;/p&gt;</translation>
        </message>
    </context>
</TS>
