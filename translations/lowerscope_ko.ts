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
        <message>
            <source>%1: cannot read: %2</source>
            <translation>%1: 읽을 수 없습니다: %2</translation>
        </message>
        <message>
            <source>%1: expected exactly one pattern, found %2</source>
            <translation>%1: 패턴이 정확히 하나여야 하는데 %2개가 있습니다</translation>
        </message>
        <message>
            <source>category</source>
            <translation>범주</translation>
        </message>
        <message>
            <source>backends</source>
            <translation>백엔드</translation>
        </message>
        <message>
            <source>severity</source>
            <translation>심각도</translation>
        </message>
        <message>
            <source>untested</source>
            <translation>미검증</translation>
        </message>
        <message>
            <source>detector %1 (%2, %3, weight %4)</source>
            <translation>탐지기 %1 (%2, %3, 가중치 %4)</translation>
        </message>
        <message>
            <source>symptom</source>
            <translation>증상</translation>
        </message>
        <message>
            <source>recipe</source>
            <translation>레시피</translation>
        </message>
        <message>
            <source>condition</source>
            <translation>조건</translation>
        </message>
        <message>
            <source>source</source>
            <translation>출처</translation>
        </message>
        <message>
            <source>tried %1, accepted %2</source>
            <translation>시도 %1회, 채택 %2회</translation>
        </message>
        <message>
            <source>%1 patterns, %2 untested, %3 compiler-knowledge entries</source>
            <translation>패턴 %1개, 미검증 %2개, 컴파일러 지식 항목 %3개</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns add FILE</source>
            <translation>사용법: lowerscope patterns add 파일</translation>
        </message>
        <message>
            <source>added from %1</source>
            <translation>%1에서 추가됨</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns edit ID FILE</source>
            <translation>사용법: lowerscope patterns edit ID 파일</translation>
        </message>
        <message>
            <source>%1: the file holds pattern %2, not %3</source>
            <translation>%1: 파일에 있는 패턴은 %3이(가) 아니라 %2입니다</translation>
        </message>
        <message>
            <source>edited from %1</source>
            <translation>%1에서 편집됨</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns remove ID</source>
            <translation>사용법: lowerscope patterns remove ID</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns import FILE</source>
            <translation>사용법: lowerscope patterns import 파일</translation>
        </message>
        <message>
            <source>imported %1 of %2 patterns</source>
            <translation>패턴 %2개 중 %1개 가져옴</translation>
        </message>
        <message>
            <source>%1 added, %2 updated, %3 unchanged, %4 compiler-knowledge entries</source>
            <translation>%1개 추가, %2개 갱신, %3개 변경 없음, 컴파일러 지식 항목 %4개</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns export [FILE]</source>
            <translation>사용법: lowerscope patterns export [파일]</translation>
        </message>
        <message>
            <source>%1: cannot write: %2</source>
            <translation>%1: 쓸 수 없습니다: %2</translation>
        </message>
        <message>
            <source>unknown patterns action '%1' (list, show, add, edit, remove, import, export)</source>
            <translation>알 수 없는 patterns 동작 '%1' (list, show, add, edit, remove, import, export)</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns show ID</source>
            <translation>사용법: lowerscope patterns show ID</translation>
        </message>
        <message>
            <source>%1: no pattern %2</source>
            <translation>%1: 패턴 %2이(가) 없습니다</translation>
        </message>
        <message>
            <source>List, show, add, edit, remove, import or export the knowledge base's optimization patterns.</source>
            <translation>지식 베이스의 최적화 패턴을 나열, 표시, 추가, 편집, 삭제, 가져오기 또는 내보내기합니다.</translation>
        </message>
    </context>
    <context>
        <name>Detector</name>
        <message>
            <source>unterminated string</source>
            <translation>닫히지 않은 문자열</translation>
        </message>
        <message>
            <source>unexpected character '%1'</source>
            <translation>예상치 못한 문자 '%1'</translation>
        </message>
        <message>
            <source>unexpected '%1' after the end of the expression</source>
            <translation>식이 끝난 뒤에 예상치 못한 '%1'</translation>
        </message>
        <message>
            <source>expected %1 but the expression ended</source>
            <translation>%1이(가) 와야 하는데 식이 끝났습니다</translation>
        </message>
        <message>
            <source>expected %1 but found '%2'</source>
            <translation>%1이(가) 와야 하는데 '%2'이(가) 있습니다</translation>
        </message>
        <message>
            <source>invalid regular expression: %1</source>
            <translation>잘못된 정규식: %1</translation>
        </message>
        <message>
            <source>'~' needs a string literal (a regular expression) on its right</source>
            <translation>'~' 오른쪽에는 문자열 리터럴(정규식)이 필요합니다</translation>
        </message>
        <message>
            <source>'%1' needs an operand before it</source>
            <translation>'%1' 앞에 피연산자가 필요합니다</translation>
        </message>
        <message>
            <source>expected a value but the expression ended</source>
            <translation>값이 와야 하는데 식이 끝났습니다</translation>
        </message>
        <message>
            <source>expected a value but found '%1'</source>
            <translation>값이 와야 하는데 '%1'이(가) 있습니다</translation>
        </message>
        <message>
            <source>expected %1 (a string in double quotes)</source>
            <translation>%1이(가) 필요합니다 (큰따옴표로 둘러싼 문자열)</translation>
        </message>
        <message>
            <source>%1() needs a fact name</source>
            <translation>%1()에는 팩트 이름이 필요합니다</translation>
        </message>
        <message>
            <source>%1() needs a stage name first (ptx, ttgir, ...)</source>
            <translation>%1()의 첫 인자는 단계 이름이어야 합니다 (ptx, ttgir, ...)</translation>
        </message>
        <message>
            <source>unknown function '%1' (has, fact, count, check, min, max, ratio, remarks)</source>
            <translation>알 수 없는 함수 '%1' (has, fact, count, check, min, max, ratio, remarks)</translation>
        </message>
        <message>
            <source>cannot compare a string with a number</source>
            <translation>문자열과 숫자는 비교할 수 없습니다</translation>
        </message>
        <message>
            <source>arithmetic on a string</source>
            <translation>문자열에 대한 산술 연산</translation>
        </message>
        <message>
            <source>min/max of a string</source>
            <translation>문자열의 min/max</translation>
        </message>
        <message>
            <source>'{{' without a closing '}}'</source>
            <translation>닫는 '}}' 없는 '{{'</translation>
        </message>
        <message>
            <source>%1 needs a pattern</source>
            <translation>%1에는 패턴이 필요합니다</translation>
        </message>
        <message>
            <source>unknown check directive '%1' (CHECK, CHECK-NEXT, CHECK-SAME, CHECK-NOT, CHECK-EMPTY)</source>
            <translation>알 수 없는 check 지시문 '%1' (CHECK, CHECK-NEXT, CHECK-SAME, CHECK-NOT, CHECK-EMPTY)</translation>
        </message>
        <message>
            <source>check() needs at least one CHECK line</source>
            <translation>check()에는 CHECK 줄이 하나 이상 필요합니다</translation>
        </message>
    </context>
    <context>
        <name>KnowledgeBase</name>
        <message>
            <source>expected a pattern, an array of patterns or an object with "patterns"</source>
            <translation>패턴, 패턴 배열 또는 "patterns"가 있는 객체가 필요합니다</translation>
        </message>
        <message>
            <source>imported from %1</source>
            <translation>%1에서 가져옴</translation>
        </message>
        <message>
            <source>the knowledge base is not open</source>
            <translation>지식 베이스가 열려 있지 않습니다</translation>
        </message>
        <message>
            <source>migration to schema version %1 failed: %2</source>
            <translation>스키마 버전 %1(으)로의 마이그레이션 실패: %2</translation>
        </message>
        <message>
            <source>not a knowledge base: %1</source>
            <translation>지식 베이스가 아닙니다: %1</translation>
        </message>
        <message>
            <source>not a Lowerscope knowledge base (application_id %1)</source>
            <translation>Lowerscope 지식 베이스가 아닙니다 (application_id %1)</translation>
        </message>
        <message>
            <source>the knowledge base has schema version %1, newer than this build supports (%2); use a newer Lowerscope or another --kb file</source>
            <translation>지식 베이스의 스키마 버전 %1은(는) 이 빌드가 지원하는 버전(%2)보다 새롭습니다. 더 새로운 Lowerscope나 다른 --kb 파일을 사용하십시오</translation>
        </message>
        <message>
            <source>pattern %1 exists already</source>
            <translation>패턴 %1이(가) 이미 있습니다</translation>
        </message>
        <message>
            <source>added</source>
            <translation>추가됨</translation>
        </message>
        <message>
            <source>no pattern %1</source>
            <translation>패턴 %1이(가) 없습니다</translation>
        </message>
        <message>
            <source>edited</source>
            <translation>편집됨</translation>
        </message>
        <message>
            <source>no compiler-knowledge entry %1</source>
            <translation>컴파일러 지식 항목 %1이(가) 없습니다</translation>
        </message>
        <message>
            <source>a pattern without an "id"</source>
            <translation>"id"가 없는 패턴</translation>
        </message>
        <message>
            <source>pattern %1: severity must be info, low, medium or high</source>
            <translation>패턴 %1: severity는 info, low, medium, high 중 하나여야 합니다</translation>
        </message>
        <message>
            <source>pattern %1, detector %2: kind must be source, ir or metric</source>
            <translation>패턴 %1, 탐지기 %2: kind는 source, ir, metric 중 하나여야 합니다</translation>
        </message>
        <message>
            <source>pattern %1, detector %2: role must be required, supporting or veto</source>
            <translation>패턴 %1, 탐지기 %2: role은 required, supporting, veto 중 하나여야 합니다</translation>
        </message>
        <message>
            <source>pattern %1, detector %2: weight must be positive</source>
            <translation>패턴 %1, 탐지기 %2: 가중치는 양수여야 합니다</translation>
        </message>
        <message>
            <source>pattern %1: an edit needs a "param" and an "op" of set, scale, min or max</source>
            <translation>패턴 %1: 편집에는 "param"과 set, scale, min, max 중 하나인 "op"가 필요합니다</translation>
        </message>
        <message>
            <source>pattern %1: provenance kind must be curated or distilled</source>
            <translation>패턴 %1: 출처 종류는 curated 또는 distilled여야 합니다</translation>
        </message>
        <message>
            <source>a compiler-knowledge entry without an "id"</source>
            <translation>"id"가 없는 컴파일러 지식 항목</translation>
        </message>
        <message>
            <source>pattern %1, applicability: %2</source>
            <translation>패턴 %1, 적용 조건: %2</translation>
        </message>
        <message>
            <source>pattern %1, detector %2: %3</source>
            <translation>패턴 %1, 탐지기 %2: %3</translation>
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
