<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
    <context>
        <name>Cli</name>
        <message>
            <source>warning</source>
            <translation>경고</translation>
        </message>
        <message>
            <source>User-interface language (de, es, ko, zh_CN, en).</source>
            <translation>사용자 인터페이스 언어 (de, es, ko, zh_CN, en).</translation>
        </message>
        <message>
            <source>CODE</source>
            <translation>코드</translation>
        </message>
        <message>
            <source>Workspace folder (rounds, operators).</source>
            <translation>작업 공간 폴더 (라운드, 연산자).</translation>
        </message>
        <message>
            <source>DIR</source>
            <translation>폴더</translation>
        </message>
        <message>
            <source>Knowledge-base file.</source>
            <translation>지식 베이스 파일.</translation>
        </message>
        <message>
            <source>FILE</source>
            <translation>파일</translation>
        </message>
        <message>
            <source>Print exactly one JSON document on stdout.</source>
            <translation>stdout에 JSON 문서 하나만 출력합니다.</translation>
        </message>
        <message>
            <source>Render the main window to a PNG file and exit.</source>
            <translation>주 창을 PNG 파일로 렌더링하고 종료합니다.</translation>
        </message>
        <message>
            <source>Subcommands:</source>
            <translation>하위 명령:</translation>
        </message>
        <message>
            <source>Lowerscope diagnoses why a Triton kernel is slow: pattern triage, profiling, IR attribution along the lowering trajectory, compiler knowledge.</source>
            <translation>Lowerscope는 Triton 커널이 느린 이유를 진단합니다: 패턴 분류, 프로파일링, 로어링 경로를 따른 IR 귀속, 컴파일러 지식.</translation>
        </message>
        <message>
            <source>What to do; see the list above.</source>
            <translation>수행할 작업; 위 목록을 참고하세요.</translation>
        </message>
        <message>
            <source>Usage: lowerscope %1</source>
            <translation>사용법: lowerscope %1</translation>
        </message>
        <message>
            <source>unknown subcommand '%1' (see lowerscope --help)</source>
            <translation>알 수 없는 하위 명령 '%1' (lowerscope --help 참고)</translation>
        </message>
        <message>
            <source>internal error: %1</source>
            <translation>내부 오류: %1</translation>
        </message>
        <message>
            <source>internal error</source>
            <translation>내부 오류</translation>
        </message>
        <message>
            <source>stages</source>
            <translation>단계</translation>
        </message>
        <message>
            <source>known passes</source>
            <translation>알려진 패스</translation>
        </message>
        <message>
            <source>%1 cores, %2 TB/s, ridge %3 FLOP/B (fp32), %4 FLOP/B (fp16 matrix)</source>
            <translation>코어 %1개, %2 TB/s, 꺾임점 %3 FLOP/B (fp32), %4 FLOP/B (fp16 행렬)</translation>
        </message>
        <message>
            <source>List the backend plugins, their lowering stages and hardware models.</source>
            <translation>백엔드 플러그인과 로어링 단계, 하드웨어 모델을 나열합니다.</translation>
        </message>
        <message>
            <source>A kernel folder or file to open.</source>
            <translation>열 커널 폴더 또는 파일.</translation>
        </message>
        <message>
            <source>%1: no such file or folder</source>
            <translation>%1: 해당 파일이나 폴더가 없습니다</translation>
        </message>
        <message>
            <source>background work still running; the screenshot shows it in progress</source>
            <translation>백그라운드 작업이 아직 실행 중입니다. 스크린샷에는 진행 중인 상태가 보입니다</translation>
        </message>
        <message>
            <source>%1: could not write the screenshot</source>
            <translation>%1: 스크린샷을 저장할 수 없습니다</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::MainWindow</name>
        <message>
            <source>Lowerscope — Triton kernel diagnosis</source>
            <translation>Lowerscope — Triton 커널 진단</translation>
        </message>
        <message>
            <source>%1 — Lowerscope</source>
            <translation>%1 — Lowerscope</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>시작</translation>
        </message>
        <message>
            <source>Why is this kernel slow?</source>
            <translation>이 커널은 왜 느릴까요?</translation>
        </message>
        <message>
            <source>Open a kernel folder: its Triton source, the IR of every stage (TTIR, TTGIR, LLVM IR, PTX, SASS; TTIR, linalg and HIVM on Ascend), per-pass dumps, compiler remarks and profiles. Lowerscope climbs the diagnosis ladder only as high as the evidence requires:&lt;br&gt;&lt;b&gt;L1&lt;/b&gt; pattern triage, &lt;b&gt;L2&lt;/b&gt; profiling, &lt;b&gt;L3&lt;/b&gt; IR attribution, &lt;b&gt;L4&lt;/b&gt; compiler knowledge.&lt;br&gt;&lt;br&gt;You can also drop a folder or file onto this window.</source>
            <translation>커널 폴더를 여세요: Triton 소스, 모든 단계의 IR (TTIR, TTGIR, LLVM IR, PTX, SASS; Ascend에서는 TTIR, linalg, HIVM), 패스별 덤프, 컴파일러 리마크와 프로파일. Lowerscope는 증거가 요구하는 만큼만 진단 사다리를 오릅니다:&lt;br&gt;&lt;b&gt;L1&lt;/b&gt; 패턴 분류, &lt;b&gt;L2&lt;/b&gt; 프로파일링, &lt;b&gt;L3&lt;/b&gt; IR 귀속, &lt;b&gt;L4&lt;/b&gt; 컴파일러 지식.&lt;br&gt;&lt;br&gt;폴더나 파일을 이 창에 끌어다 놓을 수도 있습니다.</translation>
        </message>
        <message>
            <source>Open Folder…</source>
            <translation>폴더 열기…</translation>
        </message>
        <message>
            <source>Open File…</source>
            <translation>파일 열기…</translation>
        </message>
        <message>
            <source>Recent</source>
            <translation>최근 항목</translation>
        </message>
        <message>
            <source>Evidence</source>
            <translation>증거</translation>
        </message>
        <message>
            <source>Findings</source>
            <translation>발견 사항</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>로그</translation>
        </message>
        <message>
            <source>L1
patterns</source>
            <translation>L1
패턴</translation>
        </message>
        <message>
            <source>L2
profile</source>
            <translation>L2
프로파일</translation>
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
컴파일러</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>수준</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>범주</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>위치</translation>
        </message>
        <message>
            <source>Finding</source>
            <translation>발견 사항</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>취소</translation>
        </message>
        <message>
            <source>No kernel open</source>
            <translation>열린 커널 없음</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>파일(&amp;F)</translation>
        </message>
        <message>
            <source>Open &amp;Folder…</source>
            <translation>폴더 열기(&amp;F)…</translation>
        </message>
        <message>
            <source>&amp;Open File…</source>
            <translation>파일 열기(&amp;O)…</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>최근 항목 열기(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>끝내기(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>보기(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>설정(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>언어(&amp;L)</translation>
        </message>
        <message>
            <source>System default</source>
            <translation>시스템 기본값</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>도움말(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;About Lowerscope</source>
            <translation>Lowerscope 정보(&amp;A)</translation>
        </message>
        <message>
            <source>About &amp;Qt</source>
            <translation>Qt 정보(&amp;Q)</translation>
        </message>
        <message>
            <source>%1: no such file or folder</source>
            <translation>%1: 해당 파일이나 폴더가 없습니다</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>%1 열림</translation>
        </message>
        <message>
            <source>Open Kernel Folder</source>
            <translation>커널 폴더 열기</translation>
        </message>
        <message>
            <source>Open File</source>
            <translation>파일 열기</translation>
        </message>
        <message>
            <source>Kernels, IR and profiles (*.py *.ttir *.ttgir *.llir *.ptx *.sass *.nvdisasm *.mlir *.txt *.json *.ndjson *.gz *.csv *.db *.jsonl);;All files (*)</source>
            <translation>커널, IR, 프로파일 (*.py *.ttir *.ttgir *.llir *.ptx *.sass *.nvdisasm *.mlir *.txt *.json *.ndjson *.gz *.csv *.db *.jsonl);;모든 파일 (*)</translation>
        </message>
        <message>
            <source>About Lowerscope</source>
            <translation>Lowerscope 정보</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Lowerscope %1&lt;/h3&gt;&lt;p&gt;A workbench for making Triton kernels fast on NVIDIA GPUs and Ascend NPUs. It reads the lowering trajectory and profiles, and climbs a diagnosis ladder: pattern triage, profiling, IR attribution, compiler knowledge.&lt;/p&gt;&lt;p&gt;Knowledge base: %2&lt;br&gt;Workspace: %3&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Lowerscope %1&lt;/h3&gt;&lt;p&gt;NVIDIA GPU와 Ascend NPU에서 Triton 커널을 빠르게 만들기 위한 작업대입니다. 로어링 경로와 프로파일을 읽고 진단 사다리를 오릅니다: 패턴 분류, 프로파일링, IR 귀속, 컴파일러 지식.&lt;/p&gt;&lt;p&gt;지식 베이스: %2&lt;br&gt;작업 공간: %3&lt;/p&gt;</translation>
        </message>
    </context>
</TS>
