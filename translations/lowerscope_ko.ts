<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
    <context>
        <name>Charts</name>
        <message>
            <source>Kernel time breakdown</source>
            <translation>커널별 시간 분포</translation>
        </message>
        <message>
            <source>total time</source>
            <translation>총 시간</translation>
        </message>
        <message>
            <source>other (%1 kernels)</source>
            <translation>기타 (커널 %1개)</translation>
        </message>
        <message>
            <source>Roofline: %1, memory %2 TB/s</source>
            <translation>루프라인: %1, 메모리 %2 TB/s</translation>
        </message>
        <message>
            <source>FP32</source>
            <translation>FP32</translation>
        </message>
        <message>
            <source>Tensor FP16</source>
            <translation>텐서 FP16</translation>
        </message>
        <message>
            <source>Tensor FP8</source>
            <translation>텐서 FP8</translation>
        </message>
        <message>
            <source>Speedup per round</source>
            <translation>라운드별 속도 향상</translation>
        </message>
        <message>
            <source>round</source>
            <translation>라운드</translation>
        </message>
        <message>
            <source>speedup (×)</source>
            <translation>속도 향상 (×)</translation>
        </message>
        <message>
            <source>speedup</source>
            <translation>속도 향상</translation>
        </message>
        <message>
            <source>Speedup over the PyTorch reference</source>
            <translation>PyTorch 기준 대비 속도 향상</translation>
        </message>
        <message>
            <source>total time (%1)</source>
            <translation>총 시간 (%1)</translation>
        </message>
        <message>
            <source>busy share of that core's time (%)</source>
            <translation>해당 코어 시간 중 사용 비율 (%)</translation>
        </message>
        <message>
            <source>%1 · block %2 %3</source>
            <translation>%1 · 블록 %2 %3</translation>
        </message>
        <message>
            <source>%1 · cube core</source>
            <translation>%1 · 큐브 코어</translation>
        </message>
        <message>
            <source>%1 · vector core</source>
            <translation>%1 · 벡터 코어</translation>
        </message>
        <message>
            <source>Ascend pipe utilisation per core (%1 of %2, longest kernels first)</source>
            <translation>코어별 Ascend 파이프 사용률 (%2개 중 %1개, 긴 커널 순)</translation>
        </message>
        <message>
            <source>Ascend pipe utilisation per core</source>
            <translation>코어별 Ascend 파이프 사용률</translation>
        </message>
        <message>
            <source>%1 is not on a roofline: the profile names no device with a known memory bandwidth and peak FLOP/s.</source>
            <translation>%1은(는) 루프라인에 없습니다: 프로파일이 메모리 대역폭과 최대 FLOP/s가 알려진 장치를 지정하지 않습니다.</translation>
        </message>
        <message>
            <source>%1 is not on the roofline: there is no bench.json with its FLOPs, bytes and time.</source>
            <translation>%1은(는) 루프라인에 없습니다: FLOP, 바이트, 시간이 담긴 bench.json이 없습니다.</translation>
        </message>
        <message>
            <source>%1 is not on the roofline: bench.json has no case of it.</source>
            <translation>%1은(는) 루프라인에 없습니다: bench.json에 해당 케이스가 없습니다.</translation>
        </message>
        <message>
            <source>%1 is not on the roofline: its benchmark cases count no FLOPs or no bytes (a kernel that only moves data has no arithmetic intensity).</source>
            <translation>%1은(는) 루프라인에 없습니다: 벤치마크 케이스에 FLOP 또는 바이트 수가 없습니다(데이터만 옮기는 커널은 연산 강도가 없습니다).</translation>
        </message>
    </context>
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
            <translation>DIR</translation>
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
            <translation>%1: 해당 파일이나 폴더가 없음</translation>
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
            <translation>소스</translation>
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
        <message>
            <source>formats</source>
            <translation>형식</translation>
        </message>
        <message>
            <source>device</source>
            <translation>장치</translation>
        </message>
        <message>
            <source>cores</source>
            <translation>코어</translation>
        </message>
        <message>
            <source>events</source>
            <translation>이벤트</translation>
        </message>
        <message>
            <source>tracks</source>
            <translation>트랙</translation>
        </message>
        <message>
            <source>flows</source>
            <translation>흐름</translation>
        </message>
        <message>
            <source>%1 launches, %2 µs total, %3 µs mean</source>
            <translation>%1회 실행, 총 %2 µs, 평균 %3 µs</translation>
        </message>
        <message>
            <source>estimated speedup %1%</source>
            <translation>예상 속도 향상 %1%</translation>
        </message>
        <message>
            <source>profile needs exactly one PATH</source>
            <translation>profile에는 경로(PATH)가 정확히 하나 필요합니다</translation>
        </message>
        <message>
            <source>no profile data recognised</source>
            <translation>인식된 프로파일 데이터가 없습니다</translation>
        </message>
        <message>
            <source>Read a profile file or folder (torch.profiler, Nsight Compute, msprof, npu-compute) and derive its L2 signals.</source>
            <translation>프로파일 파일 또는 폴더(torch.profiler, Nsight Compute, msprof, npu-compute)를 읽고 L2 신호를 도출합니다.</translation>
        </message>
        <message>
            <source>Summarise the workspace's rounds: speedups per operator and their distribution.</source>
            <translation>작업 공간의 라운드를 요약합니다: 연산자별 속도 향상과 그 분포.</translation>
        </message>
        <message>
            <source>Record, resume and list optimization rounds; distil pattern proposals from accepted rounds.</source>
            <translation>최적화 라운드를 기록, 재개, 나열하고 채택된 라운드에서 패턴 제안을 도출합니다.</translation>
        </message>
        <message>
            <source>A curator's note for approve or reject.</source>
            <translation>approve 또는 reject에 대한 큐레이터의 메모.</translation>
        </message>
        <message>
            <source>TEXT</source>
            <translation>TEXT</translation>
        </message>
        <message>
            <source>Show how a kernel's IR changed stage by stage and pass by pass, linked to its source lines.</source>
            <translation>커널의 IR이 단계별, 패스별로 어떻게 바뀌었는지 소스 줄과 연결해 보여 줍니다.</translation>
        </message>
        <message>
            <source>Only the kernel (Triton function) of this name.</source>
            <translation>이 이름의 커널(Triton 함수)만.</translation>
        </message>
        <message>
            <source>NAME</source>
            <translation>이름</translation>
        </message>
        <message>
            <source>binary data inside a pass dump; reading stopped here</source>
            <translation>패스 덤프 안에 바이너리 데이터가 있어 여기서 읽기를 멈췄습니다</translation>
        </message>
        <message>
            <source>pass header without a (pass-argument)</source>
            <translation>(패스 인자)가 없는 패스 헤더</translation>
        </message>
        <message>
            <source>pass dump ends inside the IR of pass %1 (%2): truncated</source>
            <translation>패스 덤프가 패스 %1 (%2)의 IR 중간에서 끝납니다: 잘림</translation>
        </message>
        <message>
            <source>levels</source>
            <translation>수준</translation>
        </message>
        <message>
            <source>bottleneck</source>
            <translation>병목</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>중단</translation>
        </message>
        <message>
            <source>why</source>
            <translation>이유</translation>
        </message>
        <message>
            <source>a rewrite must</source>
            <translation>재작성 조건</translation>
        </message>
        <message>
            <source>diagnose needs exactly one PATH (a kernel folder or file)</source>
            <translation>diagnose에는 경로가 정확히 하나 필요합니다 (커널 폴더 또는 파일)</translation>
        </message>
        <message>
            <source>Diagnose a kernel folder: pattern triage (L1), profile (L2), IR attribution (L3), compiler knowledge (L4).</source>
            <translation>커널 폴더를 진단합니다: 패턴 분류(L1), 프로파일(L2), IR 귀속(L3), 컴파일러 지식(L4).</translation>
        </message>
        <message>
            <source>Only the kernel with this Triton function name.</source>
            <translation>이 Triton 함수 이름의 커널만.</translation>
        </message>
        <message>
            <source>A Triton source checkout, to locate the code that emits a remark.</source>
            <translation>리마크를 내보내는 코드를 찾기 위한 Triton 소스 체크아웃.</translation>
        </message>
        <message>
            <source>The backend whose hardware model estimates case times (default: cuda).</source>
            <translation>케이스 시간을 추정할 하드웨어 모델의 백엔드 (기본값: cuda).</translation>
        </message>
        <message>
            <source>ID</source>
            <translation>ID</translation>
        </message>
        <message>
            <source>The backend's device model (default: its first).</source>
            <translation>백엔드의 장치 모델 (기본값: 첫 번째).</translation>
        </message>
        <message>
            <source>usage: lowerscope tasks check DIR [--json]</source>
            <translation>사용법: lowerscope tasks check DIR [--json]</translation>
        </message>
        <message>
            <source>%1: cannot check the task: %2</source>
            <translation>%1: 작업을 검사할 수 없음: %2</translation>
        </message>
        <message>
            <source>%1: valid task '%2'</source>
            <translation>%1: 유효한 작업 '%2'</translation>
        </message>
        <message>
            <source>unknown backend '%1' (known: %2)</source>
            <translation>알 수 없는 백엔드 '%1' (알려진 것: %2)</translation>
        </message>
        <message>
            <source>backend '%1' has no hardware model</source>
            <translation>백엔드 '%1'에 하드웨어 모델이 없음</translation>
        </message>
        <message>
            <source>backend '%1' has no device '%2'</source>
            <translation>백엔드 '%1'에 장치 '%2'이(가) 없음</translation>
        </message>
        <message>
            <source>usage: lowerscope tasks import-tritonbench FILE [PERF_FILE] --out DIR [--backend ID] [--device ID] [--json]</source>
            <translation>사용법: lowerscope tasks import-tritonbench FILE [PERF_FILE] --out DIR [--backend ID] [--device ID] [--json]</translation>
        </message>
        <message>
            <source>%1: cannot create the folder</source>
            <translation>%1: 폴더를 만들 수 없음</translation>
        </message>
        <message>
            <source>refused: %1</source>
            <translation>거부됨: %1</translation>
        </message>
        <message>
            <source>imported %1 into %2 (%3 cases, estimated on %4)</source>
            <translation>%1을(를) %2(으)로 가져옴 (케이스 %3개, %4 기준 추정)</translation>
        </message>
        <message>
            <source>%1: imported, but cannot check the task: %2</source>
            <translation>%1: 가져왔지만 작업을 검사할 수 없음: %2</translation>
        </message>
        <message>
            <source>detector</source>
            <translation>탐지기</translation>
        </message>
        <message>
            <source>from rounds</source>
            <translation>출처 라운드</translation>
        </message>
        <message>
            <source>%1 proposals, %2 new; they wait for a curator (lowerscope rounds approve|reject ID).</source>
            <translation>제안 %1개, 새 제안 %2개; 큐레이터의 결정을 기다립니다 (lowerscope rounds approve|reject ID).</translation>
        </message>
        <message>
            <source>'%1' is not a proposal id</source>
            <translation>'%1'은(는) 제안 ID가 아닙니다</translation>
        </message>
        <message>
            <source>%1: no pattern proposal %2</source>
            <translation>%1: 패턴 제안 %2이(가) 없습니다</translation>
        </message>
        <message>
            <source>usage: lowerscope rounds %1 ID [--note TEXT]</source>
            <translation>사용법: lowerscope rounds %1 ID [--note TEXT]</translation>
        </message>
        <message>
            <source>%1: no operator %2 in this workspace</source>
            <translation>%1: 이 작업 공간에 연산자 %2이(가) 없습니다</translation>
        </message>
        <message>
            <source>state</source>
            <translation>상태</translation>
        </message>
        <message>
            <source>vs reference</source>
            <translation>참조 대비</translation>
        </message>
        <message>
            <source>correct</source>
            <translation>정확</translation>
        </message>
        <message>
            <source>incorrect</source>
            <translation>부정확</translation>
        </message>
        <message>
            <source>usage: lowerscope rounds show OPERATOR [INDEX]</source>
            <translation>사용법: lowerscope rounds show OPERATOR [INDEX]</translation>
        </message>
        <message>
            <source>%1: %2 has no round %3</source>
            <translation>%1: %2에 라운드 %3이(가) 없습니다</translation>
        </message>
        <message>
            <source>usage: lowerscope rounds resume FILE</source>
            <translation>사용법: lowerscope rounds resume FILE</translation>
        </message>
        <message>
            <source>usage: lowerscope rounds record FILE</source>
            <translation>사용법: lowerscope rounds record FILE</translation>
        </message>
        <message>
            <source>%1: no usable round in this file</source>
            <translation>%1: 이 파일에 사용할 수 있는 라운드가 없습니다</translation>
        </message>
        <message>
            <source>%1: nothing was recorded (%2 rounds refused)</source>
            <translation>%1: 아무것도 기록되지 않았습니다 (라운드 %2개 거부됨)</translation>
        </message>
        <message>
            <source>No unfinished rounds.</source>
            <translation>완료되지 않은 라운드가 없습니다.</translation>
        </message>
        <message>
            <source>validated %1 of %2 cases; continue with: lowerscope rounds resume FILE</source>
            <translation>%2개 중 %1개 케이스 검증됨; 계속하려면: lowerscope rounds resume FILE</translation>
        </message>
        <message>
            <source>unknown rounds action '%1' (list, show, record, resume, synthesize, proposals, approve, reject)</source>
            <translation>알 수 없는 rounds 동작 '%1' (list, show, record, resume, synthesize, proposals, approve, reject)</translation>
        </message>
        <message numerus="yes">
            <source>%n line(s)</source>
            <translation>
                <numerusform>%n줄</numerusform>
            </translation>
        </message>
        <message>
            <source>passes: %1, changed the IR: %2</source>
            <translation>패스: %1, IR을 변경한 패스: %2</translation>
        </message>
        <message>
            <source>remarks</source>
            <translation>리마크</translation>
        </message>
        <message>
            <source>pass %1 %2</source>
            <translation>패스 %1 %2</translation>
        </message>
        <message>
            <source>trajectory needs a PATH (see lowerscope help trajectory)</source>
            <translation>trajectory에는 PATH가 필요합니다 (lowerscope help trajectory 참조)</translation>
        </message>
        <message>
            <source>%1: no Triton IR, pass dump or TritonParse trace found</source>
            <translation>%1: Triton IR, 패스 덤프 또는 TritonParse 트레이스를 찾을 수 없습니다</translation>
        </message>
        <message>
            <source>%1: no kernel named %2</source>
            <translation>%1: 이름이 %2인 커널이 없습니다</translation>
        </message>
        <message>
            <source>No LLM profiles. Add one with: lowerscope llm add NAME --protocol openai --endpoint URL --model MODEL</source>
            <translation>LLM 프로필이 없습니다. 추가: lowerscope llm add NAME --protocol openai --endpoint URL --model MODEL</translation>
        </message>
        <message>
            <source>no key</source>
            <translation>키 없음</translation>
        </message>
        <message>
            <source>key: $%1%2</source>
            <translation>키: $%1%2</translation>
        </message>
        <message>
            <source> or keychain</source>
            <translation> 또는 키체인</translation>
        </message>
        <message>
            <source>llm add needs a profile name</source>
            <translation>llm add에는 프로필 이름이 필요합니다</translation>
        </message>
        <message>
            <source>saved LLM profile %1 in %2</source>
            <translation>LLM 프로필 %1을(를) %2에 저장했습니다</translation>
        </message>
        <message>
            <source>name an LLM profile (lowerscope llm list)</source>
            <translation>LLM 프로필을 지정하십시오 (lowerscope llm list)</translation>
        </message>
        <message>
            <source>no LLM profile %1 (lowerscope llm list)</source>
            <translation>LLM 프로필 %1이(가) 없습니다 (lowerscope llm list)</translation>
        </message>
        <message>
            <source>cannot read standard input</source>
            <translation>표준 입력을 읽을 수 없습니다</translation>
        </message>
        <message>
            <source>API key for %1 (read from standard input; stored only in the system keychain):</source>
            <translation>%1의 API 키 (표준 입력에서 읽으며 시스템 키체인에만 저장됨):</translation>
        </message>
        <message>
            <source>no key given</source>
            <translation>키가 주어지지 않았습니다</translation>
        </message>
        <message>
            <source>stored in the system keychain</source>
            <translation>시스템 키체인에 저장했습니다</translation>
        </message>
        <message>
            <source>retrying (attempt %1) in %2 s: %3</source>
            <translation>%2초 후 재시도(시도 %1): %3</translation>
        </message>
        <message>
            <source>%1 input and %2 output tokens, %3 attempt(s), %4 s%5</source>
            <translation>입력 토큰 %1개, 출력 토큰 %2개, 시도 %3회, %4초%5</translation>
        </message>
        <message>
            <source>give --task DIR and --diagnosis FILE (the output of diagnose --json)</source>
            <translation>--task DIR와 --diagnosis FILE(diagnose --json의 출력)을 지정하십시오</translation>
        </message>
        <message>
            <source>%1: not JSON at offset %2: %3</source>
            <translation>%1: 오프셋 %2에서 JSON이 아닙니다: %3</translation>
        </message>
        <message>
            <source>%1: cannot write the candidate (%2)</source>
            <translation>%1: 후보를 쓸 수 없습니다 (%2)</translation>
        </message>
        <message>
            <source>candidate (%1) written to %2</source>
            <translation>후보(%1)를 %2에 썼습니다</translation>
        </message>
        <message>
            <source>no LLM profile %1</source>
            <translation>LLM 프로필 %1이(가) 없습니다</translation>
        </message>
        <message>
            <source>unknown llm action '%1' (list, add, remove, key, ask, prompt, propose)</source>
            <translation>알 수 없는 llm 동작 '%1' (list, add, remove, key, ask, prompt, propose)</translation>
        </message>
        <message>
            <source>LLM profiles and keys, and rewrites proposed by a model from a diagnosis.</source>
            <translation>LLM 프로필과 키, 그리고 진단을 바탕으로 모델이 제안한 재작성.</translation>
        </message>
        <message>
            <source>openai (chat completions: OpenAI, vLLM, Ollama, llama.cpp) or anthropic (Messages).</source>
            <translation>openai(채팅 완성: OpenAI, vLLM, Ollama, llama.cpp) 또는 anthropic(Messages).</translation>
        </message>
        <message>
            <source>The API's base URL, e.g. http://localhost:8000/v1.</source>
            <translation>API의 기본 URL (예: http://localhost:8000/v1).</translation>
        </message>
        <message>
            <source>URL</source>
            <translation>URL</translation>
        </message>
        <message>
            <source>The model name the server knows.</source>
            <translation>서버가 아는 모델 이름.</translation>
        </message>
        <message>
            <source>The environment variable holding the API key.</source>
            <translation>API 키를 담은 환경 변수.</translation>
        </message>
        <message>
            <source>VAR</source>
            <translation>VAR</translation>
        </message>
        <message>
            <source>Read the key from the system keychain when the variable is unset.</source>
            <translation>변수가 설정되지 않았으면 시스템 키체인에서 키를 읽습니다.</translation>
        </message>
        <message>
            <source>The server takes no key (a local server).</source>
            <translation>서버가 키를 받지 않습니다(로컬 서버).</translation>
        </message>
        <message>
            <source>The answer's token limit.</source>
            <translation>답변의 토큰 한도.</translation>
        </message>
        <message>
            <source>N</source>
            <translation>N</translation>
        </message>
        <message>
            <source>Seconds without data before a request is retried.</source>
            <translation>요청을 재시도하기 전까지 데이터가 없는 시간(초).</translation>
        </message>
        <message>
            <source>S</source>
            <translation>S</translation>
        </message>
        <message>
            <source>Retries after the first attempt.</source>
            <translation>첫 시도 이후의 재시도 횟수.</translation>
        </message>
        <message>
            <source>At most this many requests per minute.</source>
            <translation>분당 최대 요청 수.</translation>
        </message>
        <message>
            <source>USD per million input tokens.</source>
            <translation>입력 토큰 백만 개당 USD.</translation>
        </message>
        <message>
            <source>USD</source>
            <translation>USD</translation>
        </message>
        <message>
            <source>USD per million output tokens.</source>
            <translation>출력 토큰 백만 개당 USD.</translation>
        </message>
        <message>
            <source>A system prompt for ask.</source>
            <translation>ask에 쓸 시스템 프롬프트.</translation>
        </message>
        <message>
            <source>An operator task folder.</source>
            <translation>연산자 작업 폴더.</translation>
        </message>
        <message>
            <source>The kernel's diagnose --json output.</source>
            <translation>커널의 diagnose --json 출력.</translation>
        </message>
        <message>
            <source>A folder with your own rewrite.system.md and rewrite.user.md.</source>
            <translation>직접 만든 rewrite.system.md와 rewrite.user.md가 있는 폴더.</translation>
        </message>
        <message>
            <source>Where propose writes the candidate kernel.</source>
            <translation>propose가 후보 커널을 쓸 위치.</translation>
        </message>
        <message>
            <source>usage: lowerscope bundle export TASK... [--candidate FILE]... --out BUNDLE.tar.gz</source>
            <translation>사용법: lowerscope bundle export 작업... [--candidate 파일]... --out 번들.tar.gz</translation>
        </message>
        <message>
            <source>wrote %1 (batch %2, %3 requests). Where the hardware is: unpack it, run `python3 run.py`, then bring back results.tar.gz and run `lowerscope bundle import results.tar.gz`.</source>
            <translation>%1을(를) 씀 (배치 %2, 요청 %3개). 하드웨어가 있는 곳에서: 압축을 풀고 `python3 run.py`를 실행한 뒤 results.tar.gz를 가져와 `lowerscope bundle import results.tar.gz`를 실행하세요.</translation>
        </message>
        <message>
            <source>usage: lowerscope bundle import RESULTS.tar.gz [--json]</source>
            <translation>사용법: lowerscope bundle import 결과.tar.gz [--json]</translation>
        </message>
        <message>
            <source>batch %1: %2 results, %3 newly recorded in %4</source>
            <translation>배치 %1: 결과 %2개, %4에 새로 기록된 것 %3개</translation>
        </message>
        <message>
            <source>usage: lowerscope bundle export TASK... --out BUNDLE.tar.gz | bundle import RESULTS.tar.gz</source>
            <translation>사용법: lowerscope bundle export 작업... --out 번들.tar.gz | bundle import 결과.tar.gz</translation>
        </message>
        <message>
            <source>Offline runs: export a job bundle to run where the hardware is, import its results into the workspace.</source>
            <translation>오프라인 실행: 하드웨어가 있는 곳에서 실행할 작업 번들을 내보내고 결과를 작업 공간으로 가져오기.</translation>
        </message>
        <message>
            <source>The bundle archive to write.</source>
            <translation>쓸 번들 아카이브.</translation>
        </message>
        <message>
            <source>profile %1 is offline: export a bundle with lowerscope bundle export and import its results with lowerscope bundle import</source>
            <translation>프로필 %1은(는) 오프라인임: lowerscope bundle export로 번들을 내보내고 lowerscope bundle import로 결과를 가져오기</translation>
        </message>
        <message numerus="yes">
            <source>batch %1: %n request(s) on runner '%2'</source>
            <translation>
                <numerusform>배치 %1: 러너 '%2'에서 요청 %n개</numerusform>
            </translation>
        </message>
        <message>
            <source>batch %1: %2 of %3 requests ran to a verdict; recorded in %4</source>
            <translation>배치 %1: 요청 %3개 중 %2개가 판정까지 실행됨; %4에 기록됨</translation>
        </message>
        <message>
            <source>Validate candidate kernels with the harness on a runner and record the results in the workspace.</source>
            <translation>러너에서 하네스로 후보 커널을 검증하고 결과를 작업 공간에 기록.</translation>
        </message>
        <message>
            <source>usage: lowerscope runners add NAME --kind local|ssh|slurm|offline [options]</source>
            <translation>사용법: lowerscope runners add 이름 --kind local|ssh|slurm|offline [옵션]</translation>
        </message>
        <message>
            <source>--timeout, --parallel, --port and --poll take non-negative whole numbers</source>
            <translation>--timeout, --parallel, --port, --poll에는 음이 아닌 정수가 필요함</translation>
        </message>
        <message>
            <source>saved runner profile %1 in %2</source>
            <translation>러너 프로필 %1을(를) %2에 저장함</translation>
        </message>
        <message>
            <source>usage: lowerscope runners test NAME</source>
            <translation>사용법: lowerscope runners test 이름</translation>
        </message>
        <message>
            <source>no runner profile '%1'</source>
            <translation>러너 프로필 '%1' 없음</translation>
        </message>
        <message>
            <source>usage: lowerscope runners remove NAME</source>
            <translation>사용법: lowerscope runners remove 이름</translation>
        </message>
        <message>
            <source>removed runner profile %1</source>
            <translation>러너 프로필 %1을(를) 제거함</translation>
        </message>
        <message>
            <source>unknown runners action '%1' (list, show, add, remove, test)</source>
            <translation>알 수 없는 runners 동작 '%1' (list, show, add, remove, test)</translation>
        </message>
        <message>
            <source>Manage the runner profiles: where and how candidates run (this machine, ssh, Slurm, offline bundles).</source>
            <translation>러너 프로필 관리: 후보가 어디서 어떻게 실행되는지 (이 머신, ssh, Slurm, 오프라인 번들).</translation>
        </message>
        <message>
            <source>VALUE</source>
            <translation>값</translation>
        </message>
        <message>
            <source>Runner kind: local, ssh, slurm or offline.</source>
            <translation>러너 종류: local, ssh, slurm 또는 offline.</translation>
        </message>
        <message>
            <source>ssh destination (user@host or a Host of ~/.ssh/config).</source>
            <translation>ssh 대상 (user@host 또는 ~/.ssh/config의 Host).</translation>
        </message>
        <message>
            <source>ssh port.</source>
            <translation>ssh 포트.</translation>
        </message>
        <message>
            <source>Staging folder on the ssh host.</source>
            <translation>ssh 호스트의 준비 폴더.</translation>
        </message>
        <message>
            <source>Extra ssh -o option (repeatable).</source>
            <translation>추가 ssh -o 옵션 (반복 가능).</translation>
        </message>
        <message>
            <source>Slurm partition.</source>
            <translation>Slurm 파티션.</translation>
        </message>
        <message>
            <source>Slurm generic resources, e.g. gpu:1.</source>
            <translation>Slurm 일반 자원, 예: gpu:1.</translation>
        </message>
        <message>
            <source>Slurm time limit (sbatch --time).</source>
            <translation>Slurm 시간 제한 (sbatch --time).</translation>
        </message>
        <message>
            <source>Slurm account.</source>
            <translation>Slurm 계정.</translation>
        </message>
        <message>
            <source>Extra sbatch argument (repeatable).</source>
            <translation>추가 sbatch 인수 (반복 가능).</translation>
        </message>
        <message>
            <source>A folder the Slurm compute nodes share with this machine.</source>
            <translation>Slurm 계산 노드가 이 머신과 공유하는 폴더.</translation>
        </message>
        <message>
            <source>Requests run at once (local, ssh, offline).</source>
            <translation>동시에 실행할 요청 수 (local, ssh, offline).</translation>
        </message>
        <message>
            <source>Python interpreter where the requests run.</source>
            <translation>요청이 실행되는 곳의 Python 인터프리터.</translation>
        </message>
        <message>
            <source>Seconds between Slurm polls.</source>
            <translation>Slurm 폴링 사이의 초.</translation>
        </message>
        <message>
            <source>Runner profile (see lowerscope runners list; default: local).</source>
            <translation>러너 프로필 (lowerscope runners list 참고; 기본값: local).</translation>
        </message>
        <message>
            <source>Candidate kernel file (repeatable); default: the task's own kernel.</source>
            <translation>후보 커널 파일 (반복 가능); 기본값: 작업 자체의 커널.</translation>
        </message>
        <message>
            <source>Where the candidates' code came from: user, recipe or llm (default: user).</source>
            <translation>후보 코드의 출처: user, recipe 또는 llm (기본값: user).</translation>
        </message>
        <message>
            <source>ORIGIN</source>
            <translation>출처</translation>
        </message>
        <message>
            <source>Also capture the candidate's compiler stages and pass dumps.</source>
            <translation>후보의 컴파일러 단계와 패스 덤프도 수집.</translation>
        </message>
        <message>
            <source>With --evidence: also Nsight Compute exports.</source>
            <translation>--evidence와 함께: Nsight Compute 내보내기도.</translation>
        </message>
        <message>
            <source>Check correctness only, without timing.</source>
            <translation>시간 측정 없이 정확성만 검사.</translation>
        </message>
        <message>
            <source>Seconds one request may take (default: the profile's).</source>
            <translation>요청 하나가 걸릴 수 있는 초 (기본값: 프로필의 값).</translation>
        </message>
        <message>
            <source>SECONDS</source>
            <translation>초</translation>
        </message>
        <message>
            <source>Run code from a recipe or an LLM without asking (batch runs).</source>
            <translation>레시피나 LLM의 코드를 묻지 않고 실행 (배치 실행).</translation>
        </message>
        <message>
            <source>no runner profile '%1' (see lowerscope runners list)</source>
            <translation>러너 프로필 '%1' 없음 (lowerscope runners list 참고)</translation>
        </message>
        <message>
            <source>name at least one task folder</source>
            <translation>작업 폴더를 하나 이상 지정하세요</translation>
        </message>
        <message>
            <source>--origin must be user, recipe or llm, not '%1'</source>
            <translation>--origin은 '%1'이(가) 아니라 user, recipe 또는 llm이어야 함</translation>
        </message>
        <message>
            <source>--timeout must be a positive number of seconds</source>
            <translation>--timeout은 양의 초 수여야 함</translation>
        </message>
        <message>
            <source>give one task with any number of --candidate, or as many --candidate as tasks</source>
            <translation>작업 하나에 --candidate를 원하는 만큼, 또는 작업 수만큼 --candidate를 지정하세요</translation>
        </message>
        <message numerus="yes">
            <source>%n candidate(s) did not come from you (origin recipe or llm); no terminal to ask on: pass --yes to run them</source>
            <translation>
                <numerusform>후보 %n개가 사용자에게서 오지 않음 (출처 recipe 또는 llm); 물어볼 터미널이 없음: 실행하려면 --yes를 지정</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: code from %2 (%3), against the task's kernel:</source>
            <translation>%1: %2에서 온 코드 (%3), 작업 커널과의 차이:</translation>
        </message>
        <message>
            <source>(identical to the task's kernel)</source>
            <translation>(작업 커널과 동일)</translation>
        </message>
        <message>
            <source>Run this code on runner '%1'? [y/N] </source>
            <translation>러너 '%1'에서 이 코드를 실행할까요? [y/N] </translation>
        </message>
        <message>
            <source>not run: no consent</source>
            <translation>실행 안 함: 동의 없음</translation>
        </message>
        <message numerus="yes">
            <source>Run these %n candidate(s)? [y/N] </source>
            <translation>
                <numerusform>이 후보 %n개를 실행할까요? [y/N] </numerusform>
            </translation>
        </message>
        <message>
            <source>no runner profile named '%1' (lowerscope runners list)</source>
            <translation>'%1'이라는 러너 프로필이 없습니다 (lowerscope runners list)</translation>
        </message>
        <message>
            <source>--rounds: expected a whole number from 1</source>
            <translation>--rounds: 1 이상의 정수가 필요합니다</translation>
        </message>
        <message>
            <source>--candidates: expected a whole number from 1</source>
            <translation>--candidates: 1 이상의 정수가 필요합니다</translation>
        </message>
        <message numerus="yes">
            <source>lowerscope: optimize: step %1: %n request(s) on %2</source>
            <translation>
                <numerusform>lowerscope: optimize: 단계 %1: %2에서 요청 %n개</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: the workspace already has %n round(s) of %2; continue them with --resume</source>
            <translation>
                <numerusform>%1: 작업 공간에 이미 %2의 라운드가 %n개 있습니다. --resume으로 계속하십시오</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: %2 has no accepted initial kernel in the baseline log</source>
            <translation>%1: 기준 로그에 %2의 승인된 초기 커널이 없습니다</translation>
        </message>
        <message>
            <source>Optimize operator tasks with the embedded loop: diagnose, pick a rewrite from the patterns, validate, record.</source>
            <translation>내장 루프로 연산자 작업을 최적화합니다: 진단, 패턴에서 재작성 선택, 검증, 기록.</translation>
        </message>
        <message>
            <source>Rounds per operator in all, counting earlier sessions (default 4).</source>
            <translation>이전 세션을 포함한 연산자당 전체 라운드 수(기본값 4).</translation>
        </message>
        <message>
            <source>Rounds per operator in one runner call (default 1).</source>
            <translation>러너 호출 한 번당 연산자별 라운드 수(기본값 1).</translation>
        </message>
        <message>
            <source>K</source>
            <translation>K</translation>
        </message>
        <message>
            <source>The runner profile that validates candidates (default: this machine).</source>
            <translation>후보를 검증하는 러너 프로필(기본값: 이 컴퓨터).</translation>
        </message>
        <message>
            <source>PROFILE</source>
            <translation>프로필</translation>
        </message>
        <message>
            <source>Continue the rounds the workspace holds for these tasks.</source>
            <translation>작업 공간에 있는 이 작업들의 라운드를 계속합니다.</translation>
        </message>
        <message>
            <source>A harness self-test log whose initial-kernel times (same hashes) are the baseline.</source>
            <translation>초기 커널 시간(같은 해시)이 기준이 되는 하니스 자체 테스트 로그입니다.</translation>
        </message>
        <message>
            <source>LOG</source>
            <translation>로그</translation>
        </message>
        <message>
            <source>Open the teaching demo (Help &gt; Open demo): real H200 kernels and their recorded rounds.</source>
            <translation>교육용 데모 열기(도움말 &gt; 데모 열기): 실제 H200 커널과 기록된 라운드.</translation>
        </message>
        <message numerus="yes">
            <source>lowerscope: optimize: wrote %1 (%n request(s)). Where the hardware is: unpack it and run `python3 run.py` (with --parallel N --gpus 0,1,... on N GPUs), bring back results.tar.gz, then continue with `lowerscope optimize TASK... --runner %2 --results results.tar.gz`.</source>
            <translation>
                <numerusform>lowerscope: optimize: %1을(를) 썼습니다 (요청 %n개). 하드웨어가 있는 곳에서 압축을 풀고 `python3 run.py`를 실행한 뒤(GPU N개에서는 --parallel N --gpus 0,1,...), results.tar.gz를 가져와 `lowerscope optimize TASK... --runner %2 --results results.tar.gz`로 이어 가세요.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>lowerscope: optimize: %1: batch %2, %n result(s); %3 unfinished round(s) or evidence request(s) finished</source>
            <translation>
                <numerusform>lowerscope: optimize: %1: 배치 %2, 결과 %n개; 끝나지 않은 라운드 또는 증거 요청 %3개를 마쳤습니다</numerusform>
            </translation>
        </message>
        <message>
            <source>Import an offline step's results archive first, finish its rounds, then continue (implies --resume).</source>
            <translation>먼저 오프라인 단계의 결과 아카이브를 가져와 그 라운드를 마친 뒤 이어 갑니다 (--resume 포함).</translation>
        </message>
        <message>
            <source>ARCHIVE</source>
            <translation>ARCHIVE</translation>
        </message>
        <message>
            <source>With an offline runner profile: where to write the step's bundle.</source>
            <translation>오프라인 러너 프로필에서: 단계의 번들을 쓸 위치.</translation>
        </message>
        <message>
            <source>%1 has an acquisition that has not run (%2): validate it first (lowerscope agent validate)</source>
            <translation>%1에 아직 실행되지 않은 증거 수집이 있습니다 (%2). 먼저 검증하십시오 (lowerscope agent validate)</translation>
        </message>
        <message>
            <source>%1: no agent session in this workspace; start one with `lowerscope agent start TASK...`</source>
            <translation>%1: 이 작업 공간에 에이전트 세션이 없습니다. `lowerscope agent start TASK...`로 시작하십시오</translation>
        </message>
        <message>
            <source>usage: lowerscope agent start TASK... [--baseline LOG]</source>
            <translation>사용법: lowerscope agent start TASK... [--baseline LOG]</translation>
        </message>
        <message>
            <source>%1: %2 round(s), best %3x; next: lowerscope agent diagnose %1</source>
            <translation>%1: 라운드 %2개, 최고 %3x; 다음: lowerscope agent diagnose %1</translation>
        </message>
        <message>
            <source>usage: lowerscope agent diagnose OPERATOR [--json]</source>
            <translation>사용법: lowerscope agent diagnose OPERATOR [--json]</translation>
        </message>
        <message>
            <source>escalation: %1</source>
            <translation>단계 상승: %1</translation>
        </message>
        <message>
            <source>usage: lowerscope agent propose OPERATOR FILE [--hypothesis TEXT] [--json]</source>
            <translation>사용법: lowerscope agent propose OPERATOR FILE [--hypothesis TEXT] [--json]</translation>
        </message>
        <message>
            <source>round %1 of %2 is %3: validate it first (lowerscope agent validate)</source>
            <translation>%2의 라운드 %1이(가) %3 상태입니다. 먼저 검증하십시오 (lowerscope agent validate)</translation>
        </message>
        <message>
            <source>%1: no round was recorded</source>
            <translation>%1: 기록된 라운드가 없습니다</translation>
        </message>
        <message>
            <source>nothing to validate: every round is done</source>
            <translation>검증할 것이 없습니다. 모든 라운드가 끝났습니다</translation>
        </message>
        <message>
            <source>runner %1 is offline: give --out BUNDLE.tar.gz</source>
            <translation>러너 %1은(는) 오프라인입니다. --out BUNDLE.tar.gz를 지정하십시오</translation>
        </message>
        <message>
            <source>wrote %1; run `python3 run.py` in it where the hardware is, then `lowerscope bundle import results.tar.gz` and `lowerscope agent record`</source>
            <translation>%1을(를) 썼습니다. 하드웨어가 있는 곳에서 그 안의 `python3 run.py`를 실행한 다음 `lowerscope bundle import results.tar.gz`와 `lowerscope agent record`를 실행하십시오</translation>
        </message>
        <message numerus="yes">
            <source>%n request(s) have no result in the workspace yet (lowerscope bundle import RESULTS)</source>
            <translation>
                <numerusform>요청 %n개에 아직 작업 공간에 결과가 없습니다 (lowerscope bundle import RESULTS)</numerusform>
            </translation>
        </message>
        <message>
            <source>usage: lowerscope agent start|diagnose|propose|validate|record ... (docs/agent.md)</source>
            <translation>사용법: lowerscope agent start|diagnose|propose|validate|record ... (docs/agent.md)</translation>
        </message>
        <message>
            <source>The optimization loop one step at a time, for a coding agent that writes the rewrites (docs/agent.md).</source>
            <translation>재작성을 직접 작성하는 코딩 에이전트를 위해 최적화 루프를 한 단계씩 실행합니다 (docs/agent.md).</translation>
        </message>
        <message>
            <source>What the rewrite is meant to fix (default: the file's first lines of prose).</source>
            <translation>재작성이 고치려는 것 (기본값: 파일 앞부분의 설명 줄).</translation>
        </message>
        <message>
            <source>Where an offline runner's bundle is written.</source>
            <translation>오프라인 러너의 번들을 쓸 위치.</translation>
        </message>
        <message>
            <source>Run candidates written by recipes or a model without asking.</source>
            <translation>레시피나 모델이 작성한 후보를 묻지 않고 실행합니다.</translation>
        </message>
        <message numerus="yes">
            <source>optimize: %n candidate(s) written by recipes or a model would run; pass --yes to allow it without a terminal (the rounds stay started: --resume)</source>
            <translation>
                <numerusform>optimize: 레시피나 모델이 작성한 후보 %n개가 실행됩니다. 터미널 없이 허용하려면 --yes를 주십시오 (라운드는 시작 상태로 남습니다: --resume)</numerusform>
            </translation>
        </message>
        <message>
            <source>optimize: no consent to run generated code; nothing ran (the rounds stay started: --resume)</source>
            <translation>optimize: 생성된 코드를 실행하는 데 동의하지 않았습니다. 아무것도 실행되지 않았습니다 (라운드는 시작 상태로 남습니다: --resume)</translation>
        </message>
        <message>
            <source>usage: lowerscope optimize TASK... [--rounds N] [--runner PROFILE] [--llm PROFILE] [--resume] [--results ARCHIVE] [--yes]</source>
            <translation>사용법: lowerscope optimize TASK... [--rounds N] [--runner PROFILE] [--llm PROFILE] [--resume] [--results ARCHIVE] [--yes]</translation>
        </message>
        <message>
            <source>An LLM profile that proposes each step's first rewrite (lowerscope llm list).</source>
            <translation>각 단계의 첫 재작성을 제안하는 LLM 프로필 (lowerscope llm list).</translation>
        </message>
        <message>
            <source>The view to show first (and in --screenshot): diagnosis, trajectory, source, timeline, charts, curator, rounds, optimize.</source>
            <translation>처음 보여 줄 보기(--screenshot에서도): diagnosis, trajectory, source, timeline, charts, curator, rounds, optimize.</translation>
        </message>
        <message>
            <source>reason</source>
            <translation>이유</translation>
        </message>
        <message>
            <source>line %1</source>
            <translation>%1행</translation>
        </message>
        <message>
            <source>written by a coding agent: %1</source>
            <translation>코딩 에이전트가 작성함: %1</translation>
        </message>
        <message>
            <source>model %1 (profile %2): %3 input and %4 output tokens, $%5</source>
            <translation>모델 %1 (프로필 %2): 입력 토큰 %3개, 출력 토큰 %4개, $%5</translation>
        </message>
        <message>
            <source>answer read as: %1</source>
            <translation>응답 해석: %1</translation>
        </message>
        <message>
            <source>it also changed text outside the editable region, which is not applied</source>
            <translation>편집 가능 영역 밖의 텍스트도 변경했으며, 그 변경은 적용되지 않습니다</translation>
        </message>
        <message>
            <source>answer not used</source>
            <translation>응답 사용 안 함</translation>
        </message>
        <message>
            <source>the prompt and the answer: lowerscope rounds show %1 %2 (or --json: llm.prompt, llm.response.text)</source>
            <translation>프롬프트와 응답: lowerscope rounds show %1 %2 (또는 --json: llm.prompt, llm.response.text)</translation>
        </message>
        <message>
            <source>prompt: system</source>
            <translation>프롬프트: 시스템</translation>
        </message>
        <message>
            <source>prompt: user</source>
            <translation>프롬프트: 사용자</translation>
        </message>
        <message>
            <source>answer</source>
            <translation>응답</translation>
        </message>
        <message>
            <source>--key-env: %1</source>
            <translation>--key-env: %1</translation>
        </message>
        <message>
            <source>%1: no arm workspace (%2) in it</source>
            <translation>%1: 그 안에 실험군 작업 공간(%2)이 없습니다</translation>
        </message>
        <message>
            <source>--arms: %1 is not an arm (surface, progressive, deep)</source>
            <translation>--arms: %1은(는) 실험군이 아닙니다 (surface, progressive, deep)</translation>
        </message>
        <message>
            <source>usage: lowerscope ablate TASK... --out DIR [--arms surface,progressive,deep] [--rounds N] [--runner PROFILE] [--llm PROFILE] [--yes] | ablate --report DIR</source>
            <translation>사용법: lowerscope ablate TASK... --out DIR [--arms surface,progressive,deep] [--rounds N] [--runner PROFILE] [--llm PROFILE] [--yes] | ablate --report DIR</translation>
        </message>
        <message>
            <source>ablate runs every arm to its end: runner %1 is offline (use local, ssh or slurm, or drive each arm's workspace with `optimize` and then `ablate --report`)</source>
            <translation>ablate는 모든 실험군을 끝까지 실행합니다: 러너 %1은(는) 오프라인입니다 (local, ssh 또는 slurm을 사용하거나, 각 실험군의 작업 공간을 `optimize`로 진행한 다음 `ablate --report`를 실행하십시오)</translation>
        </message>
        <message>
            <source>lowerscope: ablate: arm %1 in %2</source>
            <translation>lowerscope: ablate: %2의 실험군 %1</translation>
        </message>
        <message>
            <source>Run the loop once per evidence arm (surface, progressive, deep) on the same tasks and budget, and put the arms side by side.</source>
            <translation>증거 실험군(surface, progressive, deep)마다 같은 작업과 예산으로 루프를 한 번씩 실행하고 실험군들을 나란히 놓고 비교합니다.</translation>
        </message>
        <message>
            <source>The folder that holds one workspace per arm and the report.</source>
            <translation>실험군마다 하나씩의 작업 공간과 보고서를 담는 폴더.</translation>
        </message>
        <message>
            <source>The arms, comma-separated (default: surface,progressive,deep).</source>
            <translation>실험군, 쉼표로 구분 (기본값: surface,progressive,deep).</translation>
        </message>
        <message>
            <source>ARMS</source>
            <translation>실험군 목록</translation>
        </message>
        <message>
            <source>Only build the report from the arm workspaces in DIR (e.g. arms an agent drove).</source>
            <translation>DIR에 있는 실험군 작업 공간으로 보고서만 만듭니다 (예: 에이전트가 진행한 실험군).</translation>
        </message>
        <message>
            <source>%1: no round yet: run `lowerscope agent validate` to acquire the evidence, then `agent diagnose %1` and propose again</source>
            <translation>%1: 아직 라운드가 없습니다: `lowerscope agent validate`를 실행해 증거를 확보한 다음 `agent diagnose %1`을(를) 실행하고 다시 제안하십시오</translation>
        </message>
        <message>
            <source>What the proposer is shown: surface, progressive (default) or deep (an ablation's arm).</source>
            <translation>제안자에게 보여 줄 것: surface, progressive(기본값) 또는 deep (어블레이션의 한 실험군).</translation>
        </message>
        <message>
            <source>ARM</source>
            <translation>실험군</translation>
        </message>
        <message>
            <source>What the proposer is shown: surface (kernel and times), progressive (evidence as the gap asks, the default) or deep (dump and profile of every best kernel).</source>
            <translation>제안자에게 보여 줄 것: surface(커널과 시간), progressive(격차가 요구하는 만큼의 증거, 기본값) 또는 deep(모든 최고 커널의 dump와 profile).</translation>
        </message>
        <message>
            <source>warning: %1</source>
            <translation>경고: %1</translation>
        </message>
        <message>
            <source>  calibrated on a device</source>
            <translation>  장치에서 보정됨</translation>
        </message>
        <message>
            <source>  calibration failed: %1</source>
            <translation>  보정 실패: %1</translation>
        </message>
        <message>
            <source>  not calibrated</source>
            <translation>  보정되지 않음</translation>
        </message>
        <message>
            <source>  torch call of the initial kernel (allowed): line %1</source>
            <translation>  초기 커널의 torch 호출 (허용됨): %1행</translation>
        </message>
        <message>
            <source>  new torch call (a fallback): line %1</source>
            <translation>  새 torch 호출 (폴백): %1행</translation>
        </message>
        <message>
            <source>%1: not a calibration request of this workspace (skipped)</source>
            <translation>%1: 이 작업 공간의 보정 요청이 아닙니다 (건너뜀)</translation>
        </message>
        <message>
            <source>%1: did not run: %2 (task not changed)</source>
            <translation>%1: 실행되지 않음: %2 (작업은 변경되지 않음)</translation>
        </message>
        <message>
            <source>%1: calibration failed: %2</source>
            <translation>%1: 보정 실패: %2</translation>
        </message>
        <message>
            <source>%1: calibrated</source>
            <translation>%1: 보정됨</translation>
        </message>
        <message>
            <source>usage: lowerscope tasks calibrate TASK... [--runner NAME] [--out BUNDLE.tar.gz] | --import RESULTS.tar.gz</source>
            <translation>사용법: lowerscope tasks calibrate TASK... [--runner NAME] [--out BUNDLE.tar.gz] | --import RESULTS.tar.gz</translation>
        </message>
        <message>
            <source>%1: cannot read task.json</source>
            <translation>%1: task.json을 읽을 수 없습니다</translation>
        </message>
        <message>
            <source>profile %1 is offline: give --out BUNDLE.tar.gz</source>
            <translation>프로필 %1은(는) 오프라인임: --out BUNDLE.tar.gz를 지정하십시오</translation>
        </message>
        <message>
            <source>calibration bundle %1 written (batch %2): run python3 run.py where the device is, then lowerscope tasks calibrate --import RESULTS.tar.gz</source>
            <translation>보정 번들 %1을(를) 씀 (배치 %2): 장치가 있는 곳에서 python3 run.py를 실행한 뒤 lowerscope tasks calibrate --import RESULTS.tar.gz를 실행하세요</translation>
        </message>
        <message>
            <source>unknown tasks action '%1' (import-tritonbench, check, calibrate)</source>
            <translation>알 수 없는 tasks 동작 '%1' (import-tritonbench, check, calibrate)</translation>
        </message>
        <message>
            <source>Import a TritonBench-G operator as an operator task, check a task folder (format, hashes, static checks), or calibrate tasks on a device.</source>
            <translation>TritonBench-G 연산자를 연산자 작업으로 가져오거나, 작업 폴더를 검사하거나(형식, 해시, 정적 검사), 장치에서 작업을 보정합니다.</translation>
        </message>
        <message>
            <source>The task folder to create (import-tritonbench), or the bundle to write (calibrate on an offline runner).</source>
            <translation>만들 작업 폴더(import-tritonbench) 또는 쓸 번들(오프라인 러너에서 calibrate).</translation>
        </message>
        <message>
            <source>PATH</source>
            <translation>경로</translation>
        </message>
        <message>
            <source>The runner profile that calibrates (default: local).</source>
            <translation>보정을 수행하는 러너 프로필 (기본값: local).</translation>
        </message>
        <message>
            <source>A calibration results archive to record and write into its tasks.</source>
            <translation>기록하고 해당 작업에 써 넣을 보정 결과 아카이브.</translation>
        </message>
        <message>
            <source>RESULTS</source>
            <translation>결과</translation>
        </message>
        <message>
            <source>--evidence: %1 is not an arm (surface, progressive, deep)</source>
            <translation>--evidence: %1은(는) 실험군이 아닙니다 (surface, progressive, deep)</translation>
        </message>
        <message>
            <source>%1: the workspace already holds evidence requested for %2; continue with --resume</source>
            <translation>%1: 작업 공간에 이미 %2에 대해 요청된 증거가 있습니다. --resume으로 계속하십시오</translation>
        </message>
        <message numerus="yes">
            <source>span %1, device busy %2 (%3 %) on %n stream(s)</source>
            <translation>
                <numerusform>구간 %1, 장치 사용 %2 (%3 %), 스트림 %n개</numerusform>
            </translation>
        </message>
        <message>
            <source>, %1 % of the kernel time</source>
            <translation>, 커널 시간의 %1 %</translation>
        </message>
        <message>
            <source>%1: no such view (%2)</source>
            <translation>%1: 해당 보기가 없습니다 (%2)</translation>
        </message>
        <message>
            <source>%1: %2 holds nothing this view shows</source>
            <translation>%1: %2에는 이 보기가 보여 줄 내용이 없습니다</translation>
        </message>
    </context>
    <context>
        <name>Demo</name>
        <message>
            <source>%1: cannot open the demo kernel</source>
            <translation>%1: 데모 커널을 열 수 없음</translation>
        </message>
        <message>
            <source>%1: the demo is not installed</source>
            <translation>%1: 데모가 설치되어 있지 않음</translation>
        </message>
        <message>
            <source>%1: no rounds or no measurements in the demo</source>
            <translation>%1: 데모에 라운드나 측정값이 없음</translation>
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
        <message>
            <source>nested deeper than %1 levels (parentheses, 'not', unary '-' and function calls)</source>
            <translation>%1단계보다 깊게 중첩됨 (괄호, 'not', 단항 '-', 함수 호출)</translation>
        </message>
        <message>
            <source>unknown function '%1' (has, fact, count, check, min, max, ratio, mod, remarks)</source>
            <translation>알 수 없는 함수 '%1' (has, fact, count, check, min, max, ratio, mod, remarks)</translation>
        </message>
    </context>
    <context>
        <name>Diagnosis</name>
        <message>
            <source>the decisive finding %1 is a compiler decision: ask which condition blocked it</source>
            <translation>결정적 발견 %1은(는) 컴파일러의 결정임: 어떤 조건이 막았는지 확인</translation>
        </message>
        <message>
            <source>a profile is on disk: measure the bottleneck the decisive pattern must explain</source>
            <translation>디스크에 프로파일이 있음: 결정적 패턴이 설명해야 할 병목을 측정</translation>
        </message>
        <message>
            <source>pattern %1 is decisive and nothing is measured</source>
            <translation>패턴 %1이(가) 결정적이며 측정된 것이 없음</translation>
        </message>
        <message>
            <source>pattern %1 is decisive and explains the measured %2</source>
            <translation>패턴 %1이(가) 결정적이며 측정된 %2을(를) 설명함</translation>
        </message>
        <message>
            <source>decisive pattern %1 (%2) does not explain the measured %3</source>
            <translation>결정적 패턴 %1(%2)이(가) 측정된 %3을(를) 설명하지 못함</translation>
        </message>
        <message>
            <source>decisive pattern %1 explains only %2 % of the time: look for the cause</source>
            <translation>결정적 패턴 %1은(는) 시간의 %2 %만 설명함: 원인을 찾음</translation>
        </message>
        <message>
            <source>%1; no profile, L2 skipped</source>
            <translation>%1; 프로파일 없음, L2 건너뜀</translation>
        </message>
        <message>
            <source>%1; no IR to attribute it to a source line</source>
            <translation>%1; 소스 줄에 귀속할 IR이 없음</translation>
        </message>
        <message>
            <source>%1; no profile and no IR: nothing to climb to</source>
            <translation>%1; 프로파일도 IR도 없음: 올라갈 단계가 없음</translation>
        </message>
        <message>
            <source>%1; no cause found</source>
            <translation>%1; 원인을 찾지 못함</translation>
        </message>
        <message>
            <source>%1; decisive finding: %2</source>
            <translation>%1; 결정적 발견: %2</translation>
        </message>
        <message>
            <source>Pattern triage</source>
            <translation>패턴 분류</translation>
        </message>
        <message>
            <source>Profiling</source>
            <translation>프로파일링</translation>
        </message>
        <message>
            <source>IR attribution</source>
            <translation>IR 귀속</translation>
        </message>
        <message>
            <source>Compiler knowledge</source>
            <translation>컴파일러 지식</translation>
        </message>
        <message>
            <source>pattern %1 is decisive (confidence %2 ≥ %3, its evidence present)</source>
            <translation>패턴 %1이(가) 결정적임(신뢰도 %2 ≥ %3, 증거 있음)</translation>
        </message>
        <message>
            <source>%1 pattern(s) matched, none decisive</source>
            <translation>패턴 %1개 일치, 결정적인 것 없음</translation>
        </message>
        <message>
            <source>no pattern matched</source>
            <translation>일치하는 패턴 없음</translation>
        </message>
        <message>
            <source>%1; facts missing: %2</source>
            <translation>%1; 누락된 사실: %2</translation>
        </message>
        <message>
            <source>Registers spill to local memory (measured)</source>
            <translation>레지스터가 로컬 메모리로 스필됨(측정됨)</translation>
        </message>
        <message>
            <source>Atomics hold %1 % of the warp stalls</source>
            <translation>원자 연산이 워프 정체의 %1 %를 차지함</translation>
        </message>
        <message>
            <source>The grid's %1 blocks leave %2 % of the %3 SMs idle</source>
            <translation>그리드의 블록 %1개가 SM %3개 중 %2 %를 놀게 둠</translation>
        </message>
        <message>
            <source>The grid fills %1 of one wave of the SMs</source>
            <translation>그리드가 SM 한 웨이브의 %1만 채움</translation>
        </message>
        <message>
            <source>Achieved occupancy is %1 %</source>
            <translation>달성 점유율 %1 %</translation>
        </message>
        <message>
            <source>raise the theoretical occupancy: fewer registers per thread (smaller tiles, fewer num_stages) or less shared memory per block</source>
            <translation>이론 점유율 높이기: 스레드당 레지스터 줄이기(더 작은 타일, 더 적은 num_stages) 또는 블록당 공유 메모리 줄이기</translation>
        </message>
        <message>
            <source>the profile holds no signal for this kernel</source>
            <translation>프로파일에 이 커널의 신호가 없음</translation>
        </message>
        <message>
            <source>no profile for this kernel</source>
            <translation>이 커널의 프로파일이 없음</translation>
        </message>
        <message>
            <source>The kernel is %1</source>
            <translation>커널이 %1임</translation>
        </message>
        <message>
            <source>Nsight Compute rule %1 fired</source>
            <translation>Nsight Compute 규칙 %1이(가) 발동함</translation>
        </message>
        <message>
            <source>launch-bound: the IR cannot explain launch overhead</source>
            <translation>실행 오버헤드 제한: IR로는 실행 오버헤드를 설명할 수 없음</translation>
        </message>
        <message>
            <source>bottleneck %1 needs a structural cause</source>
            <translation>병목 %1에는 구조적 원인이 필요함</translation>
        </message>
        <message>
            <source>Strided store: one element per access</source>
            <translation>스트라이드 저장: 접근마다 원소 하나</translation>
        </message>
        <message>
            <source>Strided load: one element per access</source>
            <translation>스트라이드 로드: 접근마다 원소 하나</translation>
        </message>
        <message>
            <source>Store not vectorized: the mask limits the vector width</source>
            <translation>저장이 벡터화되지 않음: 마스크가 벡터 폭을 제한함</translation>
        </message>
        <message>
            <source>Load not vectorized: the mask limits the vector width</source>
            <translation>로드가 벡터화되지 않음: 마스크가 벡터 폭을 제한함</translation>
        </message>
        <message>
            <source>the access's innermost (fastest-varying) axis must be the contiguous axis of the tensor in memory</source>
            <translation>접근의 가장 안쪽(가장 빠르게 변하는) 축이 메모리에서 텐서의 연속 축이어야 함</translation>
        </message>
        <message>
            <source>the mask must be constant over runs of the vector width (mask alignment), e.g. a block size that divides the extent</source>
            <translation>마스크가 벡터 폭 구간마다 일정해야 함(마스크 정렬). 예: 범위를 나누어떨어지게 하는 블록 크기</translation>
        </message>
        <message>
            <source>Global loads are scalar although each thread holds several elements</source>
            <translation>각 스레드가 여러 원소를 갖는데도 전역 로드가 스칼라임</translation>
        </message>
        <message>
            <source>tl.dot on fp32 with IEEE precision runs on the FMA path, not on tensor cores</source>
            <translation>IEEE 정밀도의 fp32 tl.dot이 텐서 코어가 아닌 FMA 경로에서 실행됨</translation>
        </message>
        <message>
            <source>tl.dot runs on the FMA path, not on tensor cores</source>
            <translation>tl.dot이 텐서 코어가 아닌 FMA 경로에서 실행됨</translation>
        </message>
        <message>
            <source>tl.dot uses %1, not Hopper's wgmma</source>
            <translation>tl.dot이 Hopper의 wgmma가 아닌 %1을(를) 사용함</translation>
        </message>
        <message>
            <source>%%1 is read from global memory %2 times, in %3 separate loops</source>
            <translation>%%1이(가) 전역 메모리에서 %2번, %3개의 별도 루프에서 읽힘</translation>
        </message>
        <message>
            <source>read each element of %1 from global memory once: keep the row in registers/shared memory across the passes (fuse the loops), or use an online (single-pass) formulation</source>
            <translation>%1의 각 원소를 전역 메모리에서 한 번만 읽기: 패스 사이에 행을 레지스터/공유 메모리에 유지(루프 융합)하거나 온라인(단일 패스) 방식 사용</translation>
        </message>
        <message>
            <source>%1 registers spilled to local memory</source>
            <translation>레지스터 %1개가 로컬 메모리로 스필됨</translation>
        </message>
        <message>
            <source>fewer live values per thread: smaller tiles, fewer num_stages, or more warps</source>
            <translation>스레드당 살아 있는 값 줄이기: 더 작은 타일, 더 적은 num_stages, 또는 더 많은 워프</translation>
        </message>
        <message>
            <source>A loop loads one element per iteration</source>
            <translation>루프가 반복마다 원소 하나를 로드함</translation>
        </message>
        <message>
            <source>load a block (tl.arange) per iteration instead of a scalar</source>
            <translation>반복마다 스칼라 대신 블록(tl.arange)을 로드</translation>
        </message>
        <message>
            <source>HIVM holds more scalar than vector operations</source>
            <translation>HIVM에 벡터 연산보다 스칼라 연산이 더 많음</translation>
        </message>
        <message>
            <source>Pipe synchronisation outnumbers compute operations</source>
            <translation>파이프 동기화가 연산보다 많음</translation>
        </message>
        <message>
            <source>no IR for this kernel</source>
            <translation>이 커널의 IR이 없음</translation>
        </message>
        <message>
            <source>no structural cause found in the IR</source>
            <translation>IR에서 구조적 원인을 찾지 못함</translation>
        </message>
        <message>
            <source>a compiler pass declined an optimization: ask its conditions</source>
            <translation>컴파일러 패스가 최적화를 거부함: 그 조건을 확인</translation>
        </message>
        <message>
            <source>structural cause found at the source line</source>
            <translation>소스 줄에서 구조적 원인을 찾음</translation>
        </message>
        <message>
            <source>%1 finding(s) explained by compiler knowledge</source>
            <translation>컴파일러 지식으로 설명된 발견 %1개</translation>
        </message>
        <message>
            <source>no compiler knowledge entry is supported by the evidence (remark, target, dtypes, IR facts) for %1</source>
            <translation>%1에 대해 증거(리마크, 타깃, 데이터형, IR 사실)가 뒷받침하는 컴파일러 지식 항목이 없음</translation>
        </message>
        <message>
            <source>%1: no such file or folder</source>
            <translation>%1: 해당 파일이나 폴더가 없음</translation>
        </message>
        <message>
            <source>knowledge base unavailable, L1 and L4 run without it: %1</source>
            <translation>지식 베이스를 사용할 수 없어 L1과 L4는 그것 없이 실행됨: %1</translation>
        </message>
        <message>
            <source>%1: no kernel, IR or profile found</source>
            <translation>%1: 커널, IR, 프로파일을 찾지 못함</translation>
        </message>
        <message>
            <source>%1: no kernel named %2</source>
            <translation>%1: 이름이 %2인 커널이 없습니다</translation>
        </message>
        <message>
            <source>no @triton.jit kernel found</source>
            <translation>@triton.jit 커널을 찾지 못함</translation>
        </message>
        <message>
            <source>%1 is not a format lowerscope reads; export it: %2</source>
            <translation>%1은(는) Lowerscope가 읽는 형식이 아님; 다음으로 내보내십시오: %2</translation>
        </message>
        <message>
            <source>capture.json records another SHA-256 of %1 than the file has now</source>
            <translation>capture.json에 기록된 %1의 SHA-256이 지금 파일과 다름</translation>
        </message>
        <message>
            <source>the IR places the kernel's def at line %1, the source at line %2</source>
            <translation>IR은 커널의 def를 %1행에, 소스는 %2행에 둠</translation>
        </message>
        <message>
            <source>%1 IR location(s) name lines outside the kernel (lines %2–%3), e.g. line %4</source>
            <translation>IR 위치 %1개가 커널 밖의 행(%2–%3행 밖)을 가리킴, 예: %4행</translation>
        </message>
        <message>
            <source>a compiler remark names line %1, outside the kernel</source>
            <translation>컴파일러 remark가 커널 밖의 %1행을 가리킴</translation>
        </message>
        <message>
            <source>a compiler remark points at column %1 of line %2, which has %3 characters</source>
            <translation>컴파일러 remark가 %2행의 %1열을 가리키지만 그 행은 %3자임</translation>
        </message>
        <message>
            <source>the source no longer matches the IR it was compiled from (%1): findings placed from the IR are marked stale; capture the IR again from this source</source>
            <translation>소스가 컴파일된 IR과 더 이상 일치하지 않음(%1): IR로 위치를 정한 발견은 오래됨으로 표시됨; 이 소스에서 IR을 다시 캡처하십시오</translation>
        </message>
        <message>
            <source>%1: no kernel source (.py), so findings cannot name source lines; put the kernel's .py in the folder</source>
            <translation>%1: 커널 소스(.py)가 없어 발견이 소스 행을 가리킬 수 없음; 커널의 .py를 폴더에 넣으십시오</translation>
        </message>
        <message>
            <source>Nsight Compute %1: %2 % estimated speedup (local)</source>
            <translation>Nsight Compute %1: 예상 속도 향상 %2 %(국소)</translation>
        </message>
        <message>
            <source>Nsight Compute %1: %2 % estimated speedup</source>
            <translation>Nsight Compute %1: 예상 속도 향상 %2 %</translation>
        </message>
        <message>
            <source>Nsight Compute %1 at the transposing copy: %2 % estimated speedup (local)</source>
            <translation>전치 복사에서의 Nsight Compute %1: 예상 속도 향상 %2 %(국소)</translation>
        </message>
        <message>
            <source>Nsight Compute %1 at the transposing copy: %2 % estimated speedup</source>
            <translation>전치 복사에서의 Nsight Compute %1: 예상 속도 향상 %2 %</translation>
        </message>
        <message>
            <source>stall %1: 0 % of stalls</source>
            <translation>정체 %1: 정체의 0 %</translation>
        </message>
        <message>
            <source>stall %1: %2 % of stalls</source>
            <translation>정체 %1: 정체의 %2 %</translation>
        </message>
        <message>
            <source>%1 % of the stall samples at %2 instructions</source>
            <translation>정체 샘플의 %1 %가 %2 명령어에 있음</translation>
        </message>
        <message>
            <source>%1 × %2 % excess sectors</source>
            <translation>%1 × 초과 섹터 %2 %</translation>
        </message>
        <message>
            <source>local-memory spilling requests: %1 %</source>
            <translation>로컬 메모리 스필 요청: %1 %</translation>
        </message>
        <message>
            <source>%1 blocks on %2 SMs: %3 % of the SMs idle</source>
            <translation>SM %2개에 블록 %1개: SM의 %3 %가 유휴</translation>
        </message>
        <message>
            <source>%1 waves per SM</source>
            <translation>SM당 웨이브 %1개</translation>
        </message>
        <message>
            <source>achieved occupancy %1 % (%2 warps per scheduler)</source>
            <translation>달성 점유율 %1 %(스케줄러당 워프 %2개)</translation>
        </message>
        <message>
            <source>SM at %1 % of peak, %2 % of the PTX instructions 64-bit index arithmetic</source>
            <translation>SM이 최대치의 %1 %, PTX 명령어의 %2 %가 64비트 인덱스 연산</translation>
        </message>
        <message>
            <source>memory is the nearer roof (%1 % against the SM's %2 %): the index arithmetic hides under it</source>
            <translation>메모리가 더 가까운 지붕임(SM의 %2 % 대비 %1 %): 인덱스 연산은 그 아래에 가려짐</translation>
        </message>
        <message>
            <source>achieved FLOP/s at %1 % of the tensor peak</source>
            <translation>달성 FLOP/s가 텐서 최대치의 %1 %</translation>
        </message>
        <message>
            <source>the dot runs on the FMA path (%1 % of the time at FMA/MMA instructions or more)</source>
            <translation>dot이 FMA 경로에서 실행됨(시간의 %1 % 이상이 FMA/MMA 명령어)</translation>
        </message>
        <message>
            <source>roofline: %1 % of the nearer peak</source>
            <translation>루프라인: 더 가까운 최대치의 %1 %</translation>
        </message>
        <message>
            <source>%1 % excess shared wavefronts × %2 % of the time at shared memory (measured)</source>
            <translation>초과 공유 웨이브프런트 %1 % × 공유 메모리에서의 시간 %2 %(측정)</translation>
        </message>
        <message>
            <source>repeats served by L1/L2: DRAM supplies %1 % of the requested bytes; %2 % of the stall samples at global loads</source>
            <translation>반복 접근은 L1/L2가 처리: DRAM이 요청 바이트의 %1 %를 공급; 정체 샘플의 %2 %가 전역 로드에 있음</translation>
        </message>
        <message>
            <source>compiler remark, not measured</source>
            <translation>컴파일러 remark, 측정되지 않음</translation>
        </message>
        <message>
            <source>prior: pattern severity × confidence, not measured</source>
            <translation>사전값: 패턴 심각도 × 신뢰도, 측정되지 않음</translation>
        </message>
        <message>
            <source>%1, bounded by the roofline gap</source>
            <translation>%1, 루프라인 격차로 제한됨</translation>
        </message>
        <message>
            <source>%1, bounded: a %2 µs kernel is launch-bound</source>
            <translation>%1, 제한됨: %2 µs 커널은 실행 시작에 묶여 있음</translation>
        </message>
        <message>
            <source>the %1 it causes: %2</source>
            <translation>이것이 일으키는 %1: %2</translation>
        </message>
        <message>
            <source>%1; counted in %2: the layout conversion causes it</source>
            <translation>%1; %2에 포함됨: 레이아웃 변환이 원인</translation>
        </message>
        <message>
            <source>%1; halved: a structural cause of the excess sectors was found</source>
            <translation>%1; 절반으로 줄임: 초과 섹터의 구조적 원인이 발견됨</translation>
        </message>
        <message>
            <source>%1 (needs %2)</source>
            <translation>%1(%2 필요)</translation>
        </message>
        <message>
            <source>Blocked here by: %1.</source>
            <translation>여기서 막은 조건: %1.</translation>
        </message>
        <message>
            <source>Does not hold: %1.</source>
            <translation>성립하지 않음: %1.</translation>
        </message>
        <message>
            <source>Blocked when (not decidable from the evidence): %1.</source>
            <translation>다음일 때 막힘(증거로 판단 불가): %1.</translation>
        </message>
        <message>
            <source>Not decidable from the evidence: %1.</source>
            <translation>증거로 판단 불가: %1.</translation>
        </message>
        <message>
            <source>%1 (%2): %3</source>
            <translation>%1(%2): %3</translation>
        </message>
        <message>
            <source>theoretical occupancy 100 %: no resource limits the resident warps (measured)</source>
            <translation>이론 점유율 100 %: 상주 워프를 제한하는 자원이 없음(측정)</translation>
        </message>
        <message>
            <source>achieved occupancy %1 % stays below the theoretical %2 % (Nsight AchievedOccupancy): the limit does not bind (measured)</source>
            <translation>달성 점유율 %1 %가 이론값 %2 %보다 낮음(Nsight AchievedOccupancy): 한계가 작용하지 않음(측정)</translation>
        </message>
        <message>
            <source>repeats reach DRAM: %1 % of the DRAM traffic re-reads data (DRAM supplies %2 % of the requested bytes) × memory at %3 % of peak (measured)</source>
            <translation>반복 접근이 DRAM에 도달: DRAM 트래픽의 %1 %가 데이터를 다시 읽음(DRAM이 요청 바이트의 %2 % 공급) × 메모리가 최대치의 %3 %(측정)</translation>
        </message>
        <message>
            <source>%1: a kernel from %2, not compiled from your Triton source: there is no IR or source of yours to capture; only its profile is read, and what you can change is the call that launches it</source>
            <translation>%1: %2의 커널로, 사용자의 Triton 소스에서 컴파일되지 않았습니다. 캡처할 사용자의 IR이나 소스가 없으며 프로파일만 읽습니다. 바꿀 수 있는 것은 이 커널을 실행하는 호출입니다</translation>
        </message>
        <message>
            <source>%1:%2: a loop of the wrapper is not followed</source>
            <translation>%1:%2: 래퍼의 루프는 따라가지 않습니다</translation>
        </message>
        <message>
            <source>%1: no function %2 to call the cases with</source>
            <translation>%1: 케이스를 호출할 함수 %2이(가) 없습니다</translation>
        </message>
        <message>
            <source>%1: calling %2 with case %3 reached no kernel[grid](...) launch</source>
            <translation>%1: 케이스 %3(으)로 %2을(를) 호출했지만 kernel[grid](...) 실행에 도달하지 않았습니다</translation>
        </message>
        <message>
            <source>%1:%2: the autotune configs of %3 could not be read</source>
            <translation>%1:%2: %3의 autotune 구성을 읽을 수 없습니다</translation>
        </message>
        <message>
            <source>%1:%2: the grid of %3 for case %4 could not be evaluated</source>
            <translation>%1:%2: 케이스 %4에 대한 %3의 그리드를 평가할 수 없습니다</translation>
        </message>
        <message>
            <source>pattern %1 is decisive (confidence %2 ≥ %3, its evidence present), the one of largest impact of %4 decisive patterns</source>
            <translation>패턴 %1이(가) 결정적임(신뢰도 %2 ≥ %3, 증거 있음), 결정적 패턴 %4개 중 영향이 가장 큼</translation>
        </message>
        <message>
            <source>%%1 is read from global memory %2 times, in separate passes (%3 in loops, %4 outside them)</source>
            <translation>%%1은(는) 전역 메모리에서 %2번 읽힙니다. 별도의 패스로(루프 안 %3번, 루프 밖 %4번)</translation>
        </message>
    </context>
    <context>
        <name>Diagnostics</name>
        <message>
            <source>more than %1 warnings in this file: the rest are not listed</source>
            <translation>이 파일의 경고가 %1개를 넘습니다: 나머지는 표시하지 않습니다</translation>
        </message>
    </context>
    <context>
        <name>Formats</name>
        <message>
            <source>Triton IR of each stage: .ttir, .ttgir, .llir, .ptx, .sass / nvdisasm listings; Ascend .ttadapter and .hivm MLIR</source>
            <translation>각 단계의 Triton IR: .ttir, .ttgir, .llir, .ptx, .sass / nvdisasm 목록; Ascend .ttadapter 및 .hivm MLIR</translation>
        </message>
        <message>
            <source>MLIR per-pass dumps (MLIR_ENABLE_DUMP, print-after-all) with their remarks</source>
            <translation>패스별 MLIR 덤프 (MLIR_ENABLE_DUMP, print-after-all) 및 그 remark</translation>
        </message>
        <message>
            <source>TritonParse NDJSON traces, plain or gzip</source>
            <translation>TritonParse NDJSON 트레이스, 일반 또는 gzip</translation>
        </message>
        <message>
            <source>The kernel's Python source (.py)</source>
            <translation>커널의 Python 소스 (.py)</translation>
        </message>
        <message>
            <source>Chrome trace JSON: torch.profiler, torch_npu and msprof traces, msprof op simulator and pipe traces</source>
            <translation>Chrome trace JSON: torch.profiler, torch_npu, msprof 트레이스, msprof op 시뮬레이터 및 파이프 트레이스</translation>
        </message>
        <message>
            <source>Nsight Compute CSV exports: --page raw, details and source</source>
            <translation>Nsight Compute CSV 내보내기: --page raw, details, source</translation>
        </message>
        <message>
            <source>Ascend tables: torch_npu kernel_details.csv, msprof op_summary_*.csv, msprof op CSVs and op_basic_info.txt, msprof SQLite (msprof_*.db), npu-compute JSONL</source>
            <translation>Ascend 표: torch_npu kernel_details.csv, msprof op_summary_*.csv, msprof op CSV와 op_basic_info.txt, msprof SQLite (msprof_*.db), npu-compute JSONL</translation>
        </message>
        <message>
            <source>bench.json timings (the fixtures' benchmark cases)</source>
            <translation>bench.json 시간 (픽스처의 벤치마크 케이스)</translation>
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
        <message>
            <source>shipped knowledge, seed version %1</source>
            <translation>기본 제공 지식, 시드 버전 %1</translation>
        </message>
        <message>
            <source>updated from shipped knowledge, seed version %1</source>
            <translation>기본 제공 지식에서 업데이트됨, 시드 버전 %1</translation>
        </message>
        <message>
            <source>pattern %1 has no stored version %2</source>
            <translation>패턴 %1에 저장된 버전 %2이(가) 없음</translation>
        </message>
        <message>
            <source>reverted to version %1</source>
            <translation>버전 %1(으)로 되돌림</translation>
        </message>
    </context>
    <context>
        <name>Llm</name>
        <message>
            <source>profile %1: no API key: %2 is not set and the system keychain has none (%3)</source>
            <translation>프로필 %1: API 키 없음: %2이(가) 설정되지 않았고 시스템 키체인에도 없습니다 (%3)</translation>
        </message>
        <message>
            <source>no entry</source>
            <translation>항목 없음</translation>
        </message>
        <message>
            <source>profile %1: no API key: set %2, or store one in the system keychain with `lowerscope llm key %1`</source>
            <translation>프로필 %1: API 키 없음: %2을(를) 설정하거나 `lowerscope llm key %1`로 시스템 키체인에 저장하십시오</translation>
        </message>
        <message>
            <source>the system keychain refused the key: %1 (use an environment variable instead)</source>
            <translation>시스템 키체인이 키를 거부했습니다: %1 (대신 환경 변수를 사용하십시오)</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>취소됨</translation>
        </message>
        <message>
            <source>HTTP %1 from %2: %3</source>
            <translation>%2에서 HTTP %1: %3</translation>
        </message>
        <message>
            <source>no data from %1 for %2 s</source>
            <translation>%1에서 %2초 동안 데이터가 없습니다</translation>
        </message>
        <message>
            <source>the server reported an error in the stream: %1</source>
            <translation>서버가 스트림에서 오류를 보고했습니다: %1</translation>
        </message>
        <message>
            <source>the response from %1 ended before it was complete (%2 characters received)</source>
            <translation>%1의 응답이 완료되기 전에 끝났습니다 (%2자 수신)</translation>
        </message>
        <message>
            <source>the profile name '%1' is not 1-64 letters, digits, '.', '_' or '-'</source>
            <translation>프로필 이름 '%1'은(는) 1-64자의 문자, 숫자, '.', '_', '-'가 아님</translation>
        </message>
        <message>
            <source>profile %1: unknown protocol '%2' (known: %3)</source>
            <translation>프로필 %1: 알 수 없는 프로토콜 '%2' (알려진 것: %3)</translation>
        </message>
        <message>
            <source>profile %1: the endpoint '%2' is not an http or https URL</source>
            <translation>프로필 %1: 엔드포인트 '%2'은(는) http 또는 https URL이 아닙니다</translation>
        </message>
        <message>
            <source>profile %1: no model</source>
            <translation>프로필 %1: 모델 없음</translation>
        </message>
        <message>
            <source>profile %1: tokens and timeout must be positive, retries and backoff not negative</source>
            <translation>프로필 %1: 토큰과 시간 제한은 양수여야 하고, 재시도와 백오프는 음수가 아니어야 합니다</translation>
        </message>
        <message>
            <source>%1: cannot read the prompt template (%2)</source>
            <translation>%1: 프롬프트 템플릿을 읽을 수 없습니다 (%2)</translation>
        </message>
        <message>
            <source>the prompt template names {{%1}}, which has no value (known: %2)</source>
            <translation>프롬프트 템플릿이 값이 없는 {{%1}}을(를) 사용합니다 (알려진 것: %2)</translation>
        </message>
        <message>
            <source>hunk %1: the line '%2' is neither context, removal nor addition</source>
            <translation>헝크 %1: 줄 '%2'은(는) 문맥, 삭제, 추가 중 어느 것도 아닙니다</translation>
        </message>
        <message>
            <source>the diff has no hunk</source>
            <translation>diff에 헝크가 없습니다</translation>
        </message>
        <message>
            <source>hunk %1 (stated at line %2) does not match the kernel: its line '%3' is not there</source>
            <translation>헝크 %1(%2번째 줄로 표시됨)이 커널과 맞지 않습니다: 줄 '%3'이(가) 없습니다</translation>
        </message>
        <message>
            <source>the answer's diff does not apply: %1</source>
            <translation>답변의 diff를 적용할 수 없습니다: %1</translation>
        </message>
        <message>
            <source>the answer ends inside a code block: it was cut off before the rewrite was complete</source>
            <translation>답변이 코드 블록 안에서 끝납니다: 재작성이 완성되기 전에 잘렸습니다</translation>
        </message>
        <message>
            <source>the answer is empty</source>
            <translation>답변이 비어 있습니다</translation>
        </message>
        <message>
            <source>the answer holds neither a Python block with a @triton.jit kernel (or the task's entry functions) nor a unified diff</source>
            <translation>답변에 @triton.jit 커널(또는 작업의 진입 함수)이 있는 Python 블록도, 통합 diff도 없습니다</translation>
        </message>
        <message>
            <source>HTTP %1 from %2: %3 (the server asks to wait %4 s, more than this profile's %5 s)</source>
            <translation>%2에서 HTTP %1: %3 (서버가 %4초 대기를 요청했으며, 이 프로필의 %5초보다 깁니다)</translation>
        </message>
        <message>
            <source>HTTP %1 from %2: %3 (check the API key: %4 or the keychain entry of profile %5)</source>
            <translation>%2에서 HTTP %1: %3 (API 키를 확인하십시오: %4 또는 프로필 %5의 키체인 항목)</translation>
        </message>
        <message>
            <source>the key variable looks like an API key itself (%1 characters): give the name of the environment variable that holds the key, e.g. OPENAI_API_KEY, never the key</source>
            <translation>키 변수가 API 키 자체처럼 보입니다 (%1자): 키가 아니라 키를 담은 환경 변수의 이름(예: OPENAI_API_KEY)을 지정하십시오</translation>
        </message>
        <message>
            <source>the key variable is not an environment variable name (upper-case letters, digits and '_', not starting with a digit, e.g. OPENAI_API_KEY)</source>
            <translation>키 변수가 환경 변수 이름이 아닙니다 (대문자, 숫자, '_'로 이루어지고 숫자로 시작하지 않아야 함, 예: OPENAI_API_KEY)</translation>
        </message>
        <message>
            <source>profile %1: %2</source>
            <translation>프로필 %1: %2</translation>
        </message>
        <message>
            <source>the answer has %1 bytes, more than the %2 an answer may have (not read)</source>
            <translation>답변이 %1바이트로, 답변에 허용되는 %2바이트를 넘습니다 (읽지 않음)</translation>
        </message>
        <message>
            <source>the diff has more than %1 hunks or %2 lines</source>
            <translation>diff의 헝크가 %1개를 넘거나 줄이 %2개를 넘습니다</translation>
        </message>
        <message>
            <source>placing the diff's %1 hunks in a kernel of %2 lines takes more than %3 line comparisons</source>
            <translation>diff의 헝크 %1개를 %2줄짜리 커널에 배치하려면 %3회가 넘는 줄 비교가 필요합니다</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::ConsentDialog</name>
        <message>
            <source>(identical to the task's kernel)</source>
            <translation>(작업 커널과 동일)</translation>
        </message>
        <message>
            <source>Run code you did not write?</source>
            <translation>직접 작성하지 않은 코드를 실행할까요?</translation>
        </message>
        <message numerus="yes">
            <source>%n candidate(s) came from a recipe or an LLM. Each would run on runner '%1' with your permissions. Read what each changes in the task's kernel before you run it.</source>
            <translation>
                <numerusform>후보 %n개가 레시피나 LLM에서 왔습니다. 각각은 러너 '%1'에서 사용자의 권한으로 실행됩니다. 실행하기 전에 각 후보가 작업 커널에서 무엇을 바꾸는지 읽어 보세요.</numerusform>
            </translation>
        </message>
        <message>
            <source>Run</source>
            <translation>실행</translation>
        </message>
        <message>
            <source>Written by</source>
            <translation>작성 주체</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>단계</translation>
        </message>
        <message>
            <source>Recipe</source>
            <translation>레시피</translation>
        </message>
        <message>
            <source>Pattern</source>
            <translation>패턴</translation>
        </message>
        <message>
            <source>Finding</source>
            <translation>발견 사항</translation>
        </message>
        <message>
            <source>Share of the kernel's time it explains</source>
            <translation>설명하는 커널 시간의 비율</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>모델</translation>
        </message>
        <message>
            <source>%1 (%2 tokens in, %3 out, %4 USD)</source>
            <translation>%1 (입력 토큰 %2개, 출력 %3개, %4 USD)</translation>
        </message>
        <message>
            <source>What it changes</source>
            <translation>바꾸는 것</translation>
        </message>
        <message>
            <source>%1: %2 → %3 (line %4)</source>
            <translation>%1: %2 → %3 (%4행)</translation>
        </message>
        <message>
            <source>Evidence it cites</source>
            <translation>인용하는 근거</translation>
        </message>
        <message>
            <source>No finding: a search around the current launch parameters.</source>
            <translation>발견 사항 없음: 현재 실행 매개변수 주변 탐색입니다.</translation>
        </message>
        <message>
            <source>The finding %1 is not among the round's findings.</source>
            <translation>발견 사항 %1은(는) 이 라운드의 발견 사항에 없습니다.</translation>
        </message>
        <message>
            <source>What the diagnosis rested on, and its cost</source>
            <translation>진단의 근거와 그 비용</translation>
        </message>
        <message>
            <source>cost: %1</source>
            <translation>비용: %1</translation>
        </message>
        <message>
            <source>Diff</source>
            <translation>Diff</translation>
        </message>
        <message>
            <source>Why and evidence</source>
            <translation>이유와 근거</translation>
        </message>
        <message>
            <source>Prompt</source>
            <translation>프롬프트</translation>
        </message>
        <message>
            <source>Answer</source>
            <translation>응답</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::RunnerProfilesDialog</name>
        <message>
            <source>&amp;Runner Profiles…</source>
            <translation>러너 프로필(&amp;R)…</translation>
        </message>
        <message>
            <source>Runner Profiles</source>
            <translation>러너 프로필</translation>
        </message>
        <message>
            <source>New</source>
            <translation>새로 만들기</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>제거</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>저장</translation>
        </message>
        <message>
            <source>Test</source>
            <translation>테스트</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>이름</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>종류</translation>
        </message>
        <message>
            <source>Timeout per request (s)</source>
            <translation>요청당 시간 제한 (초)</translation>
        </message>
        <message>
            <source>Requests at once</source>
            <translation>동시 요청 수</translation>
        </message>
        <message>
            <source>Python</source>
            <translation>Python</translation>
        </message>
        <message>
            <source>ssh host</source>
            <translation>ssh 호스트</translation>
        </message>
        <message>
            <source>ssh port (0: default)</source>
            <translation>ssh 포트 (0: 기본값)</translation>
        </message>
        <message>
            <source>Remote folder</source>
            <translation>원격 폴더</translation>
        </message>
        <message>
            <source>ssh options (-o, space-separated)</source>
            <translation>ssh 옵션 (-o, 공백으로 구분)</translation>
        </message>
        <message>
            <source>Partition</source>
            <translation>파티션</translation>
        </message>
        <message>
            <source>GRES (e.g. gpu:1)</source>
            <translation>GRES (예: gpu:1)</translation>
        </message>
        <message>
            <source>Time limit (sbatch --time)</source>
            <translation>시간 제한 (sbatch --time)</translation>
        </message>
        <message>
            <source>Account</source>
            <translation>계정</translation>
        </message>
        <message>
            <source>More sbatch arguments</source>
            <translation>추가 sbatch 인수</translation>
        </message>
        <message>
            <source>Shared folder</source>
            <translation>공유 폴더</translation>
        </message>
        <message>
            <source>Poll every (s)</source>
            <translation>폴링 간격 (초)</translation>
        </message>
        <message>
            <source>Saved %1.</source>
            <translation>%1을(를) 저장했습니다.</translation>
        </message>
        <message>
            <source>Removed %1.</source>
            <translation>%1 제거됨.</translation>
        </message>
        <message>
            <source>Testing %1…</source>
            <translation>%1 테스트 중…</translation>
        </message>
        <message>
            <source>Every check passed.</source>
            <translation>모든 검사를 통과함.</translation>
        </message>
        <message>
            <source>A check failed.</source>
            <translation>검사 하나가 실패함.</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::Charts::ChartView</name>
        <message>
            <source>arithmetic intensity (FLOP/byte)</source>
            <translation>산술 강도 (FLOP/바이트)</translation>
        </message>
        <message>
            <source>%1
%2: %3</source>
            <translation>%1
%2: %3</translation>
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
%2 FLOP/바이트, %3 TFLOP/s (%4)</translation>
        </message>
        <message>
            <source>memory-bound</source>
            <translation>메모리 한계</translation>
        </message>
        <message>
            <source>compute-bound</source>
            <translation>연산 한계</translation>
        </message>
        <message>
            <source>performance (TFLOP/s)</source>
            <translation>성능 (TFLOP/s)</translation>
        </message>
        <message>
            <source>%1 roof, %2 TFLOP/s</source>
            <translation>%1 루프, %2 TFLOP/s</translation>
        </message>
        <message>
            <source>opened: %1</source>
            <translation>연 커널: %1</translation>
        </message>
        <message>
            <source>Could not write %1</source>
            <translation>%1을(를) 쓸 수 없습니다</translation>
        </message>
        <message>
            <source>Save Chart</source>
            <translation>차트 저장</translation>
        </message>
        <message>
            <source>Save Chart As…</source>
            <translation>차트를 다른 이름으로 저장…</translation>
        </message>
        <message>
            <source>Chart exported by Lowerscope</source>
            <translation>Lowerscope에서 내보낸 차트</translation>
        </message>
        <message>
            <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
            <translation>PNG 이미지 (*.png);;SVG 이미지 (*.svg);;PDF 문서 (*.pdf)</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::Charts::ChartsPane</name>
        <message>
            <source>Nothing to chart: this profile has no kernel times, pipe ratios or benchmark results.</source>
            <translation>차트로 표시할 내용이 없습니다: 이 프로파일에는 커널 시간, 파이프 비율, 벤치마크 결과가 없습니다.</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::CuratorView</name>
        <message>
            <source>Not saved: %1</source>
            <translation>저장하지 않음: %1</translation>
        </message>
        <message>
            <source>Saved %1.</source>
            <translation>%1을(를) 저장했습니다.</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>삭제</translation>
        </message>
        <message>
            <source>Delete %1 from the knowledge base?</source>
            <translation>지식 베이스에서 %1을(를) 삭제할까요?</translation>
        </message>
        <message>
            <source>Deleted %1.</source>
            <translation>%1을(를) 삭제했습니다.</translation>
        </message>
        <message>
            <source>New pattern</source>
            <translation>새 패턴</translation>
        </message>
        <message>
            <source>Import patterns</source>
            <translation>패턴 가져오기</translation>
        </message>
        <message>
            <source>Knowledge base JSON (*.json);;All files (*)</source>
            <translation>지식 베이스 JSON (*.json);;모든 파일 (*)</translation>
        </message>
        <message>
            <source>Export the knowledge base</source>
            <translation>지식 베이스 내보내기</translation>
        </message>
        <message>
            <source>Knowledge base JSON (*.json)</source>
            <translation>지식 베이스 JSON (*.json)</translation>
        </message>
        <message>
            <source>No kernel found in %1.</source>
            <translation>%1에서 커널을 찾지 못했습니다.</translation>
        </message>
        <message>
            <source>does not apply</source>
            <translation>적용되지 않음</translation>
        </message>
        <message>
            <source>no match</source>
            <translation>불일치</translation>
        </message>
        <message>
            <source>matches, decisive</source>
            <translation>일치, 결정적</translation>
        </message>
        <message>
            <source>matches</source>
            <translation>일치</translation>
        </message>
        <message>
            <source>confidence %1</source>
            <translation>신뢰도 %1</translation>
        </message>
        <message>
            <source>true</source>
            <translation>참</translation>
        </message>
        <message>
            <source>false</source>
            <translation>거짓</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>알 수 없음</translation>
        </message>
        <message>
            <source>detector</source>
            <translation>탐지기</translation>
        </message>
        <message>
            <source>missing: %1</source>
            <translation>누락: %1</translation>
        </message>
        <message>
            <source>Evidence</source>
            <translation>증거</translation>
        </message>
        <message>
            <source>No knowledge base is set (Settings).</source>
            <translation>지식 베이스가 설정되지 않았습니다(설정).</translation>
        </message>
        <message>
            <source>All backends</source>
            <translation>모든 백엔드</translation>
        </message>
        <message>
            <source>All categories</source>
            <translation>모든 범주</translation>
        </message>
        <message>
            <source>%1 (current)</source>
            <translation>%1 (현재)</translation>
        </message>
        <message>
            <source>%1 is at version %2.</source>
            <translation>%1은(는) 버전 %2입니다.</translation>
        </message>
        <message>
            <source>Version %1 of %2 is recorded without its definition (older knowledge bases kept only the note).</source>
            <translation>%2의 버전 %1은(는) 정의 없이 기록되어 있습니다(이전 지식 베이스는 메모만 보관).</translation>
        </message>
        <message>
            <source>version %1</source>
            <translation>버전 %1</translation>
        </message>
        <message>
            <source>version %1 (current)</source>
            <translation>버전 %1 (현재)</translation>
        </message>
        <message>
            <source>Version %1 has the same definition as the current one.</source>
            <translation>버전 %1의 정의는 현재와 같습니다.</translation>
        </message>
        <message>
            <source>Saved %1 as version %2.</source>
            <translation>%1을(를) 버전 %2(으)로 저장했습니다.</translation>
        </message>
        <message>
            <source>%1 reverted to the definition of version %2.</source>
            <translation>%1을(를) 버전 %2의 정의로 되돌렸습니다.</translation>
        </message>
        <message>
            <source>Open a kernel folder first; the test reads it the way the diagnosis does.</source>
            <translation>먼저 커널 폴더를 여세요. 테스트는 진단과 같은 방식으로 폴더를 읽습니다.</translation>
        </message>
        <message>
            <source>Testing %1 on %2…</source>
            <translation>%2에서 %1 테스트 중…</translation>
        </message>
        <message>
            <source>Testing %1…</source>
            <translation>%1 테스트 중…</translation>
        </message>
        <message>
            <source>Nothing imported: %1</source>
            <translation>가져온 것 없음: %1</translation>
        </message>
        <message>
            <source>Imported %1: %2 added, %3 updated, %4 unchanged, %5 compiler-knowledge entries.</source>
            <translation>%1 가져옴: 추가 %2, 갱신 %3, 변경 없음 %4, 컴파일러 지식 항목 %5.</translation>
        </message>
        <message>
            <source>%1: could not write the export: %2</source>
            <translation>%1: 내보내기를 쓸 수 없음: %2</translation>
        </message>
        <message>
            <source>Exported the knowledge base to %1.</source>
            <translation>지식 베이스를 %1(으)로 내보냈습니다.</translation>
        </message>
        <message>
            <source>Patterns and compiler knowledge</source>
            <translation>패턴과 컴파일러 지식</translation>
        </message>
        <message>
            <source>Proposals</source>
            <translation>제안</translation>
        </message>
        <message>
            <source>Search id, title, category, source…</source>
            <translation>ID, 제목, 범주, 출처 검색…</translation>
        </message>
        <message>
            <source>All levels</source>
            <translation>모든 단계</translation>
        </message>
        <message>
            <source>L1 patterns</source>
            <translation>L1 패턴</translation>
        </message>
        <message>
            <source>L4 compiler knowledge</source>
            <translation>L4 컴파일러 지식</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>가져오기…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>내보내기…</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>단계</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>ID</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>제목</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>범주</translation>
        </message>
        <message>
            <source>Backends</source>
            <translation>백엔드</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>출처</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>버전</translation>
        </message>
        <message>
            <source>Tried</source>
            <translation>시도</translation>
        </message>
        <message>
            <source>Accepted</source>
            <translation>채택</translation>
        </message>
        <message>
            <source>Median gain</source>
            <translation>중앙값 이득</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>저장</translation>
        </message>
        <message>
            <source>Test on the open kernel</source>
            <translation>열린 커널에서 테스트</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>날짜</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>메모</translation>
        </message>
        <message>
            <source>Revert to this version</source>
            <translation>이 버전으로 되돌리기</translation>
        </message>
        <message>
            <source>History</source>
            <translation>이력</translation>
        </message>
        <message>
            <source>Test result</source>
            <translation>테스트 결과</translation>
        </message>
        <message>
            <source>Reading the knowledge base</source>
            <translation>지식 베이스 읽는 중</translation>
        </message>
        <message>
            <source>%1 is not in the knowledge base.</source>
            <translation>%1은(는) 지식 베이스에 없습니다.</translation>
        </message>
        <message>
            <source>Reading the history of %1</source>
            <translation>%1의 기록 읽는 중</translation>
        </message>
        <message>
            <source>Reading version %1…</source>
            <translation>버전 %1 읽는 중…</translation>
        </message>
        <message>
            <source>Exporting the knowledge base to %1…</source>
            <translation>지식 베이스를 %1(으)로 내보내는 중…</translation>
        </message>
        <message>
            <source>Exporting the knowledge base</source>
            <translation>지식 베이스 내보내는 중</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::FindingsBrowser</name>
        <message>
            <source>high</source>
            <translation>높음</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>중간</translation>
        </message>
        <message>
            <source>low</source>
            <translation>낮음</translation>
        </message>
        <message>
            <source>info</source>
            <translation>정보</translation>
        </message>
        <message>
            <source>No finding: the evidence shows no cause.</source>
            <translation>발견 없음: 증거에서 원인이 보이지 않습니다.</translation>
        </message>
        <message>
            <source>decisive</source>
            <translation>결정적</translation>
        </message>
        <message>
            <source>Category:</source>
            <translation>범주:</translation>
        </message>
        <message>
            <source>Level:</source>
            <translation>단계:</translation>
        </message>
        <message>
            <source>Impact:</source>
            <translation>영향:</translation>
        </message>
        <message>
            <source>%1 % of the kernel's time</source>
            <translation>커널 시간의 %1 %</translation>
        </message>
        <message>
            <source>not estimated</source>
            <translation>추정하지 않음</translation>
        </message>
        <message>
            <source>Location:</source>
            <translation>위치:</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>알 수 없음</translation>
        </message>
        <message>
            <source>(stale: the source changed since the IR was captured)</source>
            <translation>(오래됨: IR을 캡처한 뒤 소스가 바뀜)</translation>
        </message>
        <message>
            <source>Pattern:</source>
            <translation>패턴:</translation>
        </message>
        <message>
            <source>confidence %1</source>
            <translation>신뢰도 %1</translation>
        </message>
        <message>
            <source>Why:</source>
            <translation>이유:</translation>
        </message>
        <message>
            <source>A rewrite must satisfy:</source>
            <translation>재작성이 만족해야 할 조건:</translation>
        </message>
        <message numerus="yes">
            <source>Evidence (%n item(s)):</source>
            <translation>
                <numerusform>증거 (%n개):</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::FindingsPanel</name>
        <message>
            <source>%1 → %2: %3</source>
            <translation>%1 → %2: %3</translation>
        </message>
        <message>
            <source>Diagnosing…</source>
            <translation>진단 중…</translation>
        </message>
        <message>
            <source>Open a kernel folder to diagnose it.</source>
            <translation>진단하려면 커널 폴더를 여세요.</translation>
        </message>
        <message>
            <source>Stopped at %1: %2</source>
            <translation>%1에서 중단: %2</translation>
        </message>
        <message>
            <source>Bottleneck: %1</source>
            <translation>병목: %1</translation>
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
    </context>
    <context>
        <name>Lowerscope::Ui::IrSearchBar</name>
        <message>
            <source>no matches</source>
            <translation>일치 항목 없음</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%2개 중 %1</translation>
        </message>
        <message>
            <source>%1 matches</source>
            <translation>일치 %1개</translation>
        </message>
        <message>
            <source>Find in this pane…</source>
            <translation>이 창에서 찾기…</translation>
        </message>
        <message>
            <source>Previous match (Shift+Enter)</source>
            <translation>이전 일치 (Shift+Enter)</translation>
        </message>
        <message>
            <source>Next match (Enter)</source>
            <translation>다음 일치 (Enter)</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::JobStatus</name>
        <message>
            <source>Cancel</source>
            <translation>취소</translation>
        </message>
        <message>
            <source>lowering trajectory</source>
            <translation>로워링 트래젝터리</translation>
        </message>
        <message>
            <source>profile</source>
            <translation>프로파일</translation>
        </message>
        <message>
            <source>diagnosis</source>
            <translation>진단</translation>
        </message>
        <message>
            <source>workspace</source>
            <translation>작업 공간</translation>
        </message>
        <message>
            <source>synthesis</source>
            <translation>합성</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::KernelChooser</name>
        <message>
            <source>(profile)</source>
            <translation>(프로파일)</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::KnowledgeEditor</name>
        <message>
            <source>A compiler-knowledge entry (L4) as stored: which pass, what blocks it, what it says, and the evidence tests (applies_when, blocked_checks) in the detector language.</source>
            <translation>저장된 컴파일러 지식 항목(L4): 어떤 패스인지, 무엇이 막는지, 무엇을 알리는지, 그리고 탐지기 언어로 쓴 증거 검사(applies_when, blocked_checks).</translation>
        </message>
        <message>
            <source>JSON: line %1, column %2: %3</source>
            <translation>JSON: %1행 %2열: %3</translation>
        </message>
        <message>
            <source>expected an object</source>
            <translation>객체가 필요함</translation>
        </message>
        <message>
            <source>the entry needs an id</source>
            <translation>항목에 ID가 필요함</translation>
        </message>
        <message>
            <source>%1: line %2, column %3: %4</source>
            <translation>%1: %2행 %3열: %4</translation>
        </message>
        <message>
            <source>The entry is valid.</source>
            <translation>항목이 올바릅니다.</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::LadderView</name>
        <message>
            <source>Running…</source>
            <translation>실행 중…</translation>
        </message>
        <message>
            <source>Not reached</source>
            <translation>도달하지 않음</translation>
        </message>
        <message>
            <source>Skipped on the way from %1 to %2.</source>
            <translation>%1에서 %2(으)로 가는 길에 건너뜀.</translation>
        </message>
        <message numerus="yes">
            <source>Established %n finding(s)</source>
            <translation>
                <numerusform>발견 %n개 확정</numerusform>
            </translation>
        </message>
        <message>
            <source>Reached from %1:</source>
            <translation>%1에서 도달:</translation>
        </message>
        <message>
            <source>Climbed to %1:</source>
            <translation>%1(으)로 올라감:</translation>
        </message>
        <message>
            <source>Stopped here:</source>
            <translation>여기서 멈춤:</translation>
        </message>
        <message>
            <source>Diagnosing…</source>
            <translation>진단 중…</translation>
        </message>
        <message>
            <source>Open a kernel folder to diagnose it.</source>
            <translation>진단하려면 커널 폴더를 여세요.</translation>
        </message>
        <message numerus="yes">
            <source>Stopped at %1 (%2) with %n finding(s).</source>
            <translation>
                <numerusform>%1(%2)에서 멈춤, 발견 %n개.</numerusform>
            </translation>
        </message>
        <message>
            <source>Bottleneck: %1</source>
            <translation>병목: %1</translation>
        </message>
        <message>
            <source>Kernel:</source>
            <translation>커널:</translation>
        </message>
        <message>
            <source>Run again</source>
            <translation>다시 실행</translation>
        </message>
        <message>
            <source>Read the folder again and climb the ladder (F5)</source>
            <translation>폴더를 다시 읽고 사다리를 올라갑니다(F5)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>취소</translation>
        </message>
        <message>
            <source>Partial data:</source>
            <translation>부분 데이터:</translation>
        </message>
        <message>
            <source>the profile figures below are built from files that end early or hold fewer rows than they should.</source>
            <translation>아래 프로파일 수치는 일찍 끝나거나 있어야 할 것보다 행이 적은 파일에서 만들어졌습니다.</translation>
        </message>
        <message>
            <source>Grid</source>
            <translation>그리드</translation>
        </message>
        <message>
            <source>Programs</source>
            <translation>프로그램</translation>
        </message>
        <message>
            <source>Warps per program</source>
            <translation>프로그램당 워프</translation>
        </message>
        <message>
            <source>Programs per SM</source>
            <translation>SM당 프로그램</translation>
        </message>
        <message>
            <source>Resident programs per SM</source>
            <translation>SM당 상주 프로그램</translation>
        </message>
        <message>
            <source>Waves</source>
            <translation>웨이브</translation>
        </message>
        <message>
            <source>Elements per program</source>
            <translation>프로그램당 원소</translation>
        </message>
        <message>
            <source>Elements per thread</source>
            <translation>스레드당 원소</translation>
        </message>
        <message>
            <source>Bytes per thread</source>
            <translation>스레드당 바이트</translation>
        </message>
        <message>
            <source>Loop iterations per program</source>
            <translation>프로그램당 루프 반복</translation>
        </message>
        <message>
            <source>Masked share of the last block</source>
            <translation>마지막 블록의 마스크된 비율</translation>
        </message>
        <message>
            <source>Dot shape and precision</source>
            <translation>dot 모양과 정밀도</translation>
        </message>
        <message>
            <source>Dot on tensor cores</source>
            <translation>텐서 코어에서의 dot</translation>
        </message>
        <message>
            <source>Vector width of the loads</source>
            <translation>로드의 벡터 폭</translation>
        </message>
        <message>
            <source>Size per thread (layout)</source>
            <translation>스레드당 크기(레이아웃)</translation>
        </message>
        <message>
            <source>Programs (measured)</source>
            <translation>프로그램(측정)</translation>
        </message>
        <message>
            <source>Waves per SM (measured)</source>
            <translation>SM당 웨이브(측정)</translation>
        </message>
        <message>
            <source>Constant %1</source>
            <translation>상수 %1</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>예</translation>
        </message>
        <message>
            <source>no</source>
            <translation>아니요</translation>
        </message>
        <message>
            <source>source</source>
            <translation>소스</translation>
        </message>
        <message>
            <source>IR</source>
            <translation>IR</translation>
        </message>
        <message>
            <source>profile</source>
            <translation>프로파일</translation>
        </message>
        <message>
            <source>hardware model</source>
            <translation>하드웨어 모델</translation>
        </message>
        <message>
            <source>every case</source>
            <translation>모든 케이스</translation>
        </message>
        <message>
            <source>Not computed</source>
            <translation>계산하지 못함</translation>
        </message>
        <message numerus="yes">
            <source>Launch facts (%n): what the launch is, each with where it was read</source>
            <translation>
                <numerusform>실행 사실 (%n): 실행이 무엇인지, 각각 읽은 곳과 함께</numerusform>
            </translation>
        </message>
        <message>
            <source>Launch fact</source>
            <translation>실행 사실</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>값</translation>
        </message>
        <message>
            <source>Holds for</source>
            <translation>적용 대상</translation>
        </message>
        <message>
            <source>Read from</source>
            <translation>읽은 곳</translation>
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
            <translation>%1: 해당 파일이나 폴더가 없음</translation>
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
            <source>About Lowerscope</source>
            <translation>Lowerscope 정보</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Lowerscope %1&lt;/h3&gt;&lt;p&gt;A workbench for making Triton kernels fast on NVIDIA GPUs and Ascend NPUs. It reads the lowering trajectory and profiles, and climbs a diagnosis ladder: pattern triage, profiling, IR attribution, compiler knowledge.&lt;/p&gt;&lt;p&gt;Knowledge base: %2&lt;br&gt;Workspace: %3&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Lowerscope %1&lt;/h3&gt;&lt;p&gt;NVIDIA GPU와 Ascend NPU에서 Triton 커널을 빠르게 만들기 위한 작업대입니다. 로어링 경로와 프로파일을 읽고 진단 사다리를 오릅니다: 패턴 분류, 프로파일링, IR 귀속, 컴파일러 지식.&lt;/p&gt;&lt;p&gt;지식 베이스: %2&lt;br&gt;작업 공간: %3&lt;/p&gt;</translation>
        </message>
        <message>
            <source>%1: findings %2, levels reached %3</source>
            <translation>%1: 발견 사항 %2개, 도달한 수준 %3</translation>
        </message>
        <message>
            <source>No folder for kernel %1 under %2</source>
            <translation>%2 아래에 커널 %1의 폴더가 없습니다</translation>
        </message>
        <message>
            <source>Kernel %1: %2</source>
            <translation>커널 %1: %2</translation>
        </message>
        <message>
            <source>Reading %1 was cancelled</source>
            <translation>%1 읽기가 취소되었습니다</translation>
        </message>
        <message>
            <source>Reading %1…</source>
            <translation>%1 읽는 중…</translation>
        </message>
        <message>
            <source>Kernel %1</source>
            <translation>커널 %1</translation>
        </message>
        <message>
            <source>Reading the workspace %1…</source>
            <translation>작업 공간 %1 읽는 중…</translation>
        </message>
        <message>
            <source>Kernels, IR and profiles (%1);;All files (*)</source>
            <translation>커널, IR, 프로파일 (%1);;모든 파일 (*)</translation>
        </message>
        <message>
            <source>Diagnosis</source>
            <translation>진단</translation>
        </message>
        <message>
            <source>%1 is not in the knowledge base %2</source>
            <translation>%1이(가) 지식 베이스 %2에 없음</translation>
        </message>
        <message>
            <source>%1 = %2 (%3)</source>
            <translation>%1 = %2 (%3)</translation>
        </message>
        <message>
            <source>Demo workspace %1: %2 round(s) recorded now, %3 already there. The times are the H200 measurements of %4.</source>
            <translation>데모 작업 공간 %1: 지금 라운드 %2개 기록, %3개는 이미 있음. 시간은 %4의 H200 측정값입니다.</translation>
        </message>
        <message>
            <source>That view has nothing to show yet.</source>
            <translation>이 뷰에는 아직 보여 줄 내용이 없습니다.</translation>
        </message>
        <message>
            <source>Open &amp;Demo</source>
            <translation>데모 열기(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>키보드 단축키(&amp;K)</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>설정(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Run Diagnosis Again</source>
            <translation>진단 다시 실행(&amp;R)</translation>
        </message>
        <message>
            <source>Pattern &amp;Curator</source>
            <translation>패턴 큐레이터(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Rounds and Report</source>
            <translation>라운드와 보고서(&amp;R)</translation>
        </message>
        <message>
            <source>Trajectory</source>
            <translation>궤적</translation>
        </message>
        <message>
            <source>Source &amp;&amp; IR</source>
            <translation>소스 &amp;&amp; IR</translation>
        </message>
        <message>
            <source>Timeline</source>
            <translation>타임라인</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>차트</translation>
        </message>
        <message>
            <source>Curator</source>
            <translation>큐레이터</translation>
        </message>
        <message>
            <source>Rounds &amp;&amp; Report</source>
            <translation>라운드 &amp;&amp; 보고서</translation>
        </message>
        <message>
            <source>Show %1</source>
            <translation>%1 보기</translation>
        </message>
        <message>
            <source>Zoom &amp;In</source>
            <translation>확대(&amp;I)</translation>
        </message>
        <message>
            <source>Zoom &amp;Out</source>
            <translation>축소(&amp;O)</translation>
        </message>
        <message>
            <source>Reset &amp;Zoom</source>
            <translation>확대/축소 초기화(&amp;Z)</translation>
        </message>
        <message>
            <source>The knowledge base changed: Run Diagnosis Again (F5) applies it.</source>
            <translation>지식 베이스가 바뀌었습니다: 진단 다시 실행(F5)으로 적용하세요.</translation>
        </message>
        <message>
            <source>The demo is not installed next to the application (a demo-kit folder beside the executable).</source>
            <translation>데모가 애플리케이션 옆에 설치되어 있지 않습니다(실행 파일 옆의 demo-kit 폴더).</translation>
        </message>
        <message>
            <source>Preparing the demo…</source>
            <translation>데모 준비 중…</translation>
        </message>
        <message>
            <source>Keyboard Shortcuts</source>
            <translation>키보드 단축키</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>동작</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>단축키</translation>
        </message>
        <message>
            <source>Source &amp; IR: first and last line</source>
            <translation>소스와 IR: 첫 줄과 마지막 줄</translation>
        </message>
        <message>
            <source>Timeline: next search hit</source>
            <translation>타임라인: 다음 검색 결과</translation>
        </message>
        <message>
            <source>Zoom: %1 pt</source>
            <translation>확대/축소: %1 pt</translation>
        </message>
        <message>
            <source>Optimize</source>
            <translation>최적화</translation>
        </message>
        <message>
            <source>The loop is running; cancel it before starting another.</source>
            <translation>루프가 실행 중입니다. 다른 루프를 시작하기 전에 취소하세요.</translation>
        </message>
        <message>
            <source>&amp;Optimize Operator Tasks…</source>
            <translation>연산자 작업 최적화(&amp;O)…</translation>
        </message>
        <message>
            <source>Findings and Diagnosis: next link (location, pattern, evidence), then show it</source>
            <translation>발견 사항과 진단: 다음 링크(위치, 패턴, 증거)로 이동한 뒤 표시</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::OpenBanner</name>
        <message>
            <source>Hide this message</source>
            <translation>이 메시지 숨기기</translation>
        </message>
        <message>
            <source>Nothing to show in %1</source>
            <translation>%1에 표시할 내용이 없습니다</translation>
        </message>
        <message>
            <source>Not found: no kernel IR or pass dump, no profile, no benchmark results and no Triton source.</source>
            <translation>찾지 못함: 커널 IR이나 패스 덤프, 프로파일, 벤치마크 결과, Triton 소스가 없습니다.</translation>
        </message>
        <message>
            <source>and %1 more</source>
            <translation>외 %1개</translation>
        </message>
        <message>
            <source>Found, but in no format Lowerscope reads:</source>
            <translation>찾았지만 Lowerscope가 읽는 형식이 아님:</translation>
        </message>
        <message>
            <source>Found: no files.</source>
            <translation>찾은 항목: 파일 없음.</translation>
        </message>
        <message>
            <source>Problems:</source>
            <translation>문제:</translation>
        </message>
        <message>
            <source>and %1 more (see the Log)</source>
            <translation>외 %1개 (로그 참조)</translation>
        </message>
        <message>
            <source>Lowerscope reads:</source>
            <translation>Lowerscope가 읽는 형식:</translation>
        </message>
        <message>
            <source>Partial data in %1</source>
            <translation>%1의 부분 데이터</translation>
        </message>
        <message>
            <source>These files end early or hold fewer rows than their own header or sibling files imply; the figures built from them are marked partial:</source>
            <translation>이 파일들은 일찍 끝나거나 자체 헤더나 인접 파일이 암시하는 것보다 행이 적습니다. 이 파일들로 만든 수치는 부분 데이터로 표시됩니다:</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::OptimizeDialog</name>
        <message>
            <source>Add an operator task folder</source>
            <translation>연산자 작업 폴더 추가</translation>
        </message>
        <message>
            <source>Baseline log</source>
            <translation>기준 로그</translation>
        </message>
        <message>
            <source>Harness logs (*.json)</source>
            <translation>하네스 로그 (*.json)</translation>
        </message>
        <message>
            <source>Results of an offline step</source>
            <translation>오프라인 단계의 결과</translation>
        </message>
        <message>
            <source>Results archives (*.tar.gz)</source>
            <translation>결과 아카이브 (*.tar.gz)</translation>
        </message>
        <message>
            <source>An offline profile runs nothing here: each step is exported as a bundle to run where the hardware is; the loop then waits for its results.</source>
            <translation>오프라인 프로필은 여기서 아무것도 실행하지 않습니다. 각 단계는 하드웨어가 있는 곳에서 실행할 번들로 내보내지고, 루프는 그 결과를 기다립니다.</translation>
        </message>
        <message>
            <source>Each candidate runs through the harness on %1, after you have seen its diff.</source>
            <translation>각 후보는 diff를 확인한 뒤 %1에서 하네스로 실행됩니다.</translation>
        </message>
        <message>
            <source>Optimize Operator Tasks</source>
            <translation>연산자 작업 최적화</translation>
        </message>
        <message>
            <source>The embedded loop: each step diagnoses the best kernel so far, picks rewrites from the findings by impact, asks you before any of them runs, validates them with the runner and records the rounds in the workspace.</source>
            <translation>내장 루프: 각 단계는 지금까지 가장 좋은 커널을 진단하고, 영향도에 따라 발견 사항에서 재작성을 고르고, 실행 전에 묻고, 러너로 검증한 뒤 작업 공간에 라운드를 기록합니다.</translation>
        </message>
        <message>
            <source>Task folders (each with a task.json):</source>
            <translation>작업 폴더 (각각 task.json 포함):</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>추가…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>제거</translation>
        </message>
        <message>
            <source>Rounds per operator:</source>
            <translation>연산자당 라운드:</translation>
        </message>
        <message>
            <source>In all, counting the rounds of earlier sessions.</source>
            <translation>이전 세션의 라운드를 포함한 전체 수입니다.</translation>
        </message>
        <message>
            <source>Candidates per step:</source>
            <translation>단계당 후보:</translation>
        </message>
        <message>
            <source>Runner:</source>
            <translation>러너:</translation>
        </message>
        <message>
            <source>Continue the rounds the workspace already holds for these tasks</source>
            <translation>작업 공간에 이미 있는 이 작업들의 라운드를 이어서 진행</translation>
        </message>
        <message>
            <source>Baseline log (optional):</source>
            <translation>기준 로그 (선택):</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>찾아보기…</translation>
        </message>
        <message>
            <source>Offline results (optional):</source>
            <translation>오프라인 결과 (선택):</translation>
        </message>
        <message>
            <source>The results.tar.gz of an offline step's bundle: imported first, its rounds finished, then the loop continues.</source>
            <translation>오프라인 단계 번들의 results.tar.gz: 먼저 가져와 그 라운드를 마친 뒤 루프가 이어집니다.</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>시작</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::OptimizeView</name>
        <message>
            <source>%1 of %2 requests</source>
            <translation>요청 %2개 중 %1개</translation>
        </message>
        <message numerus="yes">
            <source>This step's %n request(s) were exported as a bundle:&lt;br&gt;&lt;code&gt;%1&lt;/code&gt;&lt;br&gt;Where the hardware is: &lt;code&gt;mkdir b &amp;amp;&amp;amp; tar -xzf %1 -C b &amp;amp;&amp;amp; cd b &amp;amp;&amp;amp; python3 run.py&lt;/code&gt; writes &lt;code&gt;results.tar.gz&lt;/code&gt;. Bring it back and continue the loop with its results: Start… with it as the offline results, or&lt;br&gt;&lt;code&gt;lowerscope optimize %2 --runner %3 --results results.tar.gz --workspace %4&lt;/code&gt;&lt;br&gt;The step's rounds stay started until then.</source>
            <translation>
                <numerusform>이 단계의 요청 %n개를 번들로 내보냈습니다:&lt;br&gt;&lt;code&gt;%1&lt;/code&gt;&lt;br&gt;하드웨어가 있는 곳에서 &lt;code&gt;mkdir b &amp;amp;&amp;amp; tar -xzf %1 -C b &amp;amp;&amp;amp; cd b &amp;amp;&amp;amp; python3 run.py&lt;/code&gt;를 실행하면 &lt;code&gt;results.tar.gz&lt;/code&gt;가 만들어집니다. 그것을 가져와 결과로 루프를 이어 가세요: 시작…에서 오프라인 결과로 지정하거나&lt;br&gt;&lt;code&gt;lowerscope optimize %2 --runner %3 --results results.tar.gz --workspace %4&lt;/code&gt;&lt;br&gt;그때까지 이 단계의 라운드는 시작됨 상태로 남습니다.</numerusform>
            </translation>
        </message>
        <message>
            <source>Bundle written: %1</source>
            <translation>번들을 썼습니다: %1</translation>
        </message>
        <message>
            <source>Starting: reading the tasks and the knowledge base…</source>
            <translation>시작: 작업과 지식 베이스를 읽는 중…</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>취소하는 중…</translation>
        </message>
        <message>
            <source>Step %1 of at most %2 — %3</source>
            <translation>최대 %2단계 중 %1단계 — %3</translation>
        </message>
        <message>
            <source>%1: %2× (round %3, %4)</source>
            <translation>%1: %2× (%3 라운드, %4)</translation>
        </message>
        <message>
            <source>%1: the initial kernel (no round accepted yet)</source>
            <translation>%1: 초기 커널 (아직 채택된 라운드 없음)</translation>
        </message>
        <message numerus="yes">
            <source>%n operator(s) still at the initial kernel</source>
            <translation>
                <numerusform>연산자 %n개는 아직 초기 커널</numerusform>
            </translation>
        </message>
        <message>
            <source>Best so far: no round recorded yet.</source>
            <translation>지금까지 최고: 아직 기록된 라운드가 없습니다.</translation>
        </message>
        <message>
            <source>Best so far — %1</source>
            <translation>지금까지 최고 — %1</translation>
        </message>
        <message>
            <source>The loop stopped: %1</source>
            <translation>루프가 멈췄습니다: %1</translation>
        </message>
        <message>
            <source>Cancelled. Rounds that did not finish stay started; start again with “Continue the rounds” to run them.</source>
            <translation>취소했습니다. 끝나지 않은 라운드는 시작됨 상태로 남습니다. 실행하려면 “라운드 이어서 진행”으로 다시 시작하세요.</translation>
        </message>
        <message>
            <source>The loop finished.</source>
            <translation>루프가 끝났습니다.</translation>
        </message>
        <message>
            <source>Optimization loop</source>
            <translation>최적화 루프</translation>
        </message>
        <message>
            <source>Start…</source>
            <translation>시작…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>취소</translation>
        </message>
        <message>
            <source>Not running. Start… chooses task folders, rounds, candidates and a runner.</source>
            <translation>실행 중이 아닙니다. 시작…에서 작업 폴더, 라운드, 후보, 러너를 고릅니다.</translation>
        </message>
        <message>
            <source>Ladder</source>
            <translation>사다리</translation>
        </message>
        <message>
            <source>The diagnosis ladder of the current step</source>
            <translation>현재 단계의 진단 사다리</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>로그</translation>
        </message>
        <message>
            <source>The diagnosis of the operator's best kernel so far, from which the step picked its rewrites:</source>
            <translation>단계가 재작성을 고른, 지금까지 가장 좋은 연산자 커널의 진단:</translation>
        </message>
        <message>
            <source>Reading the workspace</source>
            <translation>작업 공간 읽는 중</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::PassListView</name>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>%1
on %2</source>
            <translation>%1
대상: %2</translation>
        </message>
        <message>
            <source>?</source>
            <translation>?</translation>
        </message>
        <message>
            <source>unchanged</source>
            <translation>변경 없음</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%2개 중 %1</translation>
        </message>
        <message>
            <source>Filter passes…</source>
            <translation>패스 필터…</translation>
        </message>
        <message>
            <source>Changed only</source>
            <translation>변경된 것만</translation>
        </message>
        <message>
            <source>Hide the passes that left the IR unchanged</source>
            <translation>IR을 바꾸지 않은 패스 숨기기</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>패스</translation>
        </message>
        <message>
            <source>Pipeline</source>
            <translation>파이프라인</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>변경</translation>
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
            <translation>탐지기 추가</translation>
        </message>
        <message>
            <source>Remove detector</source>
            <translation>탐지기 제거</translation>
        </message>
        <message>
            <source>Add edit</source>
            <translation>편집 추가</translation>
        </message>
        <message>
            <source>Remove edit</source>
            <translation>편집 제거</translation>
        </message>
        <message>
            <source>Detector %1: line %2, column %3: %4</source>
            <translation>탐지기 %1: %2행 %3열: %4</translation>
        </message>
        <message>
            <source>Detector %1: the kind must be source, ir or metric</source>
            <translation>탐지기 %1: 종류는 source, ir, metric 중 하나여야 함</translation>
        </message>
        <message>
            <source>Detector %1: the role must be required, supporting or veto</source>
            <translation>탐지기 %1: 역할은 required, supporting, veto 중 하나여야 함</translation>
        </message>
        <message>
            <source>Applicability: line %1, column %2: %3</source>
            <translation>적용 조건: %1행 %2열: %3</translation>
        </message>
        <message>
            <source>Every detector parses.</source>
            <translation>모든 탐지기가 올바르게 파싱됩니다.</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>ID</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>제목</translation>
        </message>
        <message>
            <source>Family</source>
            <translation>계열</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>범주</translation>
        </message>
        <message>
            <source>Severity</source>
            <translation>심각도</translation>
        </message>
        <message>
            <source>Backends</source>
            <translation>백엔드</translation>
        </message>
        <message>
            <source>Operator categories</source>
            <translation>연산자 범주</translation>
        </message>
        <message>
            <source>Applicability</source>
            <translation>적용 조건</translation>
        </message>
        <message>
            <source>Symptom</source>
            <translation>증상</translation>
        </message>
        <message>
            <source>Rationale</source>
            <translation>근거</translation>
        </message>
        <message>
            <source>Recipe</source>
            <translation>레시피</translation>
        </message>
        <message>
            <source>Rewrite conditions
(one per line)</source>
            <translation>재작성 조건
(한 줄에 하나)</translation>
        </message>
        <message>
            <source>Expected gain</source>
            <translation>예상 이득</translation>
        </message>
        <message>
            <source>Risk</source>
            <translation>위험</translation>
        </message>
        <message>
            <source>Provenance</source>
            <translation>출처 종류</translation>
        </message>
        <message>
            <source>Cited source</source>
            <translation>인용 출처</translation>
        </message>
        <message>
            <source>From rounds</source>
            <translation>출처 라운드</translation>
        </message>
        <message>
            <source>Untested</source>
            <translation>미검증</translation>
        </message>
        <message>
            <source>no fixture exercises its detectors</source>
            <translation>탐지기를 검증하는 픽스처가 없음</translation>
        </message>
        <message>
            <source>Detectors</source>
            <translation>탐지기</translation>
        </message>
        <message>
            <source>Mechanical edits</source>
            <translation>기계적 편집</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>종류</translation>
        </message>
        <message>
            <source>Role</source>
            <translation>역할</translation>
        </message>
        <message>
            <source>Weight</source>
            <translation>가중치</translation>
        </message>
        <message>
            <source>Expression</source>
            <translation>식</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>메모</translation>
        </message>
        <message>
            <source>Parameter</source>
            <translation>매개변수</translation>
        </message>
        <message>
            <source>Operation</source>
            <translation>연산</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>값</translation>
        </message>
        <message>
            <source>optional detector expression; false means the pattern does not apply</source>
            <translation>선택적 탐지기 식. 거짓이면 패턴이 적용되지 않음</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::ProfileTabs</name>
        <message>
            <source>Profile: %1 events on %2 tracks (%3)</source>
            <translation>프로파일: 트랙 %2개에 이벤트 %1개 (%3)</translation>
        </message>
        <message>
            <source>Timeline</source>
            <translation>타임라인</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>차트</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::ProposalReview</name>
        <message>
            <source>No workspace is set (Settings).</source>
            <translation>작업 공간이 설정되지 않았습니다(설정).</translation>
        </message>
        <message>
            <source>No proposals. Synthesize reads the accepted rounds of the workspace and proposes patterns.</source>
            <translation>제안이 없습니다. 합성은 작업 공간의 채택된 라운드를 읽어 패턴을 제안합니다.</translation>
        </message>
        <message>
            <source>Kind:</source>
            <translation>종류:</translation>
        </message>
        <message>
            <source>State:</source>
            <translation>상태:</translation>
        </message>
        <message>
            <source>Proposed pattern:</source>
            <translation>제안된 패턴:</translation>
        </message>
        <message>
            <source>Category:</source>
            <translation>범주:</translation>
        </message>
        <message>
            <source>Detectors:</source>
            <translation>탐지기:</translation>
        </message>
        <message>
            <source>Recipe:</source>
            <translation>레시피:</translation>
        </message>
        <message>
            <source>Rewrite conditions:</source>
            <translation>재작성 조건:</translation>
        </message>
        <message>
            <source>Known pattern:</source>
            <translation>기존 패턴:</translation>
        </message>
        <message>
            <source>Statistics:</source>
            <translation>통계:</translation>
        </message>
        <message>
            <source>The rounds it came from</source>
            <translation>출처가 된 라운드</translation>
        </message>
        <message>
            <source>not in this workspace</source>
            <translation>이 작업 공간에 없음</translation>
        </message>
        <message>
            <source>level</source>
            <translation>단계</translation>
        </message>
        <message>
            <source>source</source>
            <translation>소스</translation>
        </message>
        <message>
            <source>outcome</source>
            <translation>결과</translation>
        </message>
        <message>
            <source>speed-up</source>
            <translation>가속</translation>
        </message>
        <message>
            <source>Curator's note:</source>
            <translation>큐레이터 메모:</translation>
        </message>
        <message>
            <source>Select a proposal first.</source>
            <translation>먼저 제안을 선택하세요.</translation>
        </message>
        <message>
            <source>Proposal #%1 approved; the knowledge base has it.</source>
            <translation>제안 #%1 승인됨. 지식 베이스에 추가되었습니다.</translation>
        </message>
        <message>
            <source>Proposal #%1 rejected.</source>
            <translation>제안 #%1 거부됨.</translation>
        </message>
        <message>
            <source>%1 proposal(s), %2 new.</source>
            <translation>제안 %1개, 새 제안 %2개.</translation>
        </message>
        <message>
            <source>Pending</source>
            <translation>대기 중</translation>
        </message>
        <message>
            <source>Approved</source>
            <translation>승인됨</translation>
        </message>
        <message>
            <source>Rejected</source>
            <translation>거부됨</translation>
        </message>
        <message>
            <source>All</source>
            <translation>전체</translation>
        </message>
        <message>
            <source>Synthesize from rounds</source>
            <translation>라운드에서 합성</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>ID</translation>
        </message>
        <message>
            <source>State</source>
            <translation>상태</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>종류</translation>
        </message>
        <message>
            <source>About</source>
            <translation>대상</translation>
        </message>
        <message>
            <source>From rounds</source>
            <translation>출처 라운드</translation>
        </message>
        <message>
            <source>Note:</source>
            <translation>메모:</translation>
        </message>
        <message>
            <source>why you approve or reject it (kept with the decision)</source>
            <translation>승인 또는 거부 이유(결정과 함께 보관됨)</translation>
        </message>
        <message>
            <source>Approve</source>
            <translation>승인</translation>
        </message>
        <message>
            <source>Reject</source>
            <translation>거부</translation>
        </message>
        <message>
            <source>Reading the proposals</source>
            <translation>제안 읽는 중</translation>
        </message>
        <message>
            <source>Synthesis cancelled; the proposals stored before it stay.</source>
            <translation>합성이 취소되었습니다. 그 전에 저장된 제안은 유지됩니다.</translation>
        </message>
        <message>
            <source>Synthesizing proposals from the rounds of %1…</source>
            <translation>%1의 라운드에서 제안을 합성하는 중…</translation>
        </message>
        <message>
            <source>Synthesizing proposals</source>
            <translation>제안 합성 중</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>취소</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::RoundsView</name>
        <message>
            <source>Export the report</source>
            <translation>보고서 내보내기</translation>
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
            <translation>작업 공간: %1</translation>
        </message>
        <message>
            <source>none</source>
            <translation>없음</translation>
        </message>
        <message>
            <source>No workspace is set (Settings).</source>
            <translation>작업 공간이 설정되지 않았습니다(설정).</translation>
        </message>
        <message>
            <source>Nothing recorded yet: %1</source>
            <translation>아직 기록된 것이 없음: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n case(s)</source>
            <translation>
                <numerusform>케이스 %n개</numerusform>
            </translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>라운드 %1</translation>
        </message>
        <message>
            <source>No operator has a recorded round yet.</source>
            <translation>아직 기록된 라운드가 있는 연산자가 없습니다.</translation>
        </message>
        <message>
            <source>Speed-up per operator (best round vs initial kernel)</source>
            <translation>연산자별 가속(최고 라운드 대 초기 커널)</translation>
        </message>
        <message>
            <source>Select a round.</source>
            <translation>라운드를 선택하세요.</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>단계</translation>
        </message>
        <message>
            <source>Rewrite source</source>
            <translation>재작성 출처</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>결과</translation>
        </message>
        <message>
            <source>Speed-up vs the initial kernel</source>
            <translation>초기 커널 대비 가속</translation>
        </message>
        <message>
            <source>Speed-up vs the reference</source>
            <translation>기준 구현 대비 가속</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>시작</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>종료</translation>
        </message>
        <message>
            <source>Cases</source>
            <translation>케이스</translation>
        </message>
        <message>
            <source>Case</source>
            <translation>케이스</translation>
        </message>
        <message>
            <source>Correct</source>
            <translation>정확</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>오차</translation>
        </message>
        <message>
            <source>Initial ms</source>
            <translation>초기 ms</translation>
        </message>
        <message>
            <source>ms</source>
            <translation>ms</translation>
        </message>
        <message>
            <source>Speed-up</source>
            <translation>가속</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>예</translation>
        </message>
        <message>
            <source>no</source>
            <translation>아니요</translation>
        </message>
        <message>
            <source>Findings it acted on</source>
            <translation>이 라운드가 대응한 발견</translation>
        </message>
        <message>
            <source>Rewrite</source>
            <translation>재작성</translation>
        </message>
        <message>
            <source>initial kernel</source>
            <translation>초기 커널</translation>
        </message>
        <message>
            <source>after round %1</source>
            <translation>라운드 %1 이후</translation>
        </message>
        <message>
            <source>This operator has only one kernel version.</source>
            <translation>이 연산자에는 커널 버전이 하나뿐입니다.</translation>
        </message>
        <message>
            <source>The two versions are the same.</source>
            <translation>두 버전이 같습니다.</translation>
        </message>
        <message>
            <source>%1: could not write the report: %2</source>
            <translation>%1: 보고서를 쓸 수 없음: %2</translation>
        </message>
        <message>
            <source>Report written to %1</source>
            <translation>보고서를 %1에 썼습니다</translation>
        </message>
        <message>
            <source>Reload</source>
            <translation>다시 읽기</translation>
        </message>
        <message>
            <source>Export Markdown…</source>
            <translation>Markdown 내보내기…</translation>
        </message>
        <message>
            <source>Export HTML…</source>
            <translation>HTML 내보내기…</translation>
        </message>
        <message>
            <source>Operator / round</source>
            <translation>연산자 / 라운드</translation>
        </message>
        <message>
            <source>Hypothesis</source>
            <translation>가설</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>출처</translation>
        </message>
        <message>
            <source>Report</source>
            <translation>보고서</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>라운드</translation>
        </message>
        <message>
            <source>Kernel diff</source>
            <translation>커널 비교</translation>
        </message>
        <message>
            <source>Compare</source>
            <translation>비교</translation>
        </message>
        <message>
            <source>Reading the workspace</source>
            <translation>작업 공간 읽는 중</translation>
        </message>
        <message>
            <source>Reading the two versions…</source>
            <translation>두 버전을 읽는 중…</translation>
        </message>
        <message>
            <source>Comparing kernel versions</source>
            <translation>커널 버전 비교 중</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::SettingsDialog</name>
        <message>
            <source>Browse…</source>
            <translation>찾아보기…</translation>
        </message>
        <message>
            <source>Knowledge base (*.sqlite);;All files (*)</source>
            <translation>지식 베이스 (*.sqlite);;모든 파일 (*)</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>설정</translation>
        </message>
        <message>
            <source>System default</source>
            <translation>시스템 기본값</translation>
        </message>
        <message>
            <source>a Triton checkout: L4 names the compiler source line of a remark</source>
            <translation>Triton 체크아웃: L4가 리마크의 컴파일러 소스 줄을 알려 줌</translation>
        </message>
        <message>
            <source>System</source>
            <translation>시스템</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>밝게</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>어둡게</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>언어</translation>
        </message>
        <message>
            <source>Knowledge base</source>
            <translation>지식 베이스</translation>
        </message>
        <message>
            <source>Workspace</source>
            <translation>작업 공간</translation>
        </message>
        <message>
            <source>Compiler source</source>
            <translation>컴파일러 소스</translation>
        </message>
        <message>
            <source>Compiler source checkout</source>
            <translation>컴파일러 소스 체크아웃</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>테마</translation>
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
                <numerusform>%1: %n줄</numerusform>
            </translation>
        </message>
        <message>
            <source>Line %1 · %2: %3</source>
            <translation>%1행 · %2: %3</translation>
        </message>
        <message>
            <source>Line %1 · %2 in %3: %4</source>
            <translation>%1행 · %3의 %2: %4</translation>
        </message>
        <message>
            <source>Python line %1 → %2</source>
            <translation>Python %1행 → %2</translation>
        </message>
        <message>
            <source>%1 line %2 has no location in the kernel's source</source>
            <translation>%1 %2행에는 커널 소스의 위치 정보가 없습니다</translation>
        </message>
        <message>
            <source>%1 line %2 ← Python line %3 → %4</source>
            <translation>%1 %2행 ← Python %3행 → %4</translation>
        </message>
        <message numerus="yes">
            <source>%n lines</source>
            <translation>
                <numerusform>%n줄</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n linked</source>
            <translation>
                <numerusform>%n개 연결됨</numerusform>
            </translation>
        </message>
        <message>
            <source>No kernel open: open a kernel folder to see its Python source beside every stage's IR.</source>
            <translation>열린 커널이 없습니다. 커널 폴더를 열면 Python 소스와 각 단계의 IR을 나란히 볼 수 있습니다.</translation>
        </message>
        <message>
            <source>Pick a line in any pane: the Python source and every stage follow.</source>
            <translation>아무 창에서나 줄을 선택하세요. Python 소스와 모든 단계가 따라갑니다.</translation>
        </message>
        <message>
            <source>Find in %1 (Ctrl+F)</source>
            <translation>%1에서 찾기 (Ctrl+F)</translation>
        </message>
        <message>
            <source>Restore the panes</source>
            <translation>창 복원</translation>
        </message>
        <message>
            <source>Maximise %1</source>
            <translation>%1 최대화</translation>
        </message>
        <message>
            <source>Stall samples</source>
            <translation>스톨 샘플</translation>
        </message>
        <message>
            <source>Instructions executed</source>
            <translation>실행된 명령어</translation>
        </message>
        <message>
            <source>L2 sectors</source>
            <translation>L2 섹터</translation>
        </message>
        <message>
            <source>Excess L2 sectors</source>
            <translation>초과 L2 섹터</translation>
        </message>
        <message>
            <source>Stall: %1</source>
            <translation>스톨: %1</translation>
        </message>
        <message>
            <source>%1: %2 in all</source>
            <translation>%1: 전체 %2</translation>
        </message>
        <message numerus="yes">
            <source>%1 has no final-stage files, only %n pass dump(s): the Trajectory tab shows them.</source>
            <translation>
                <numerusform>%1에는 최종 단계 파일이 없고 패스 덤프 %n개만 있습니다. 궤적 탭에서 볼 수 있습니다.</numerusform>
            </translation>
        </message>
        <message>
            <source>No Python source was found beside this IR. Pick a line in any pane: the other stages follow.</source>
            <translation>이 IR 옆에서 Python 소스를 찾지 못했습니다. 아무 창에서 줄을 고르면 다른 단계가 따라옵니다.</translation>
        </message>
        <message numerus="yes">
            <source>%n line(s) partial (%1)</source>
            <translation>
                <numerusform>%n줄 부분 데이터 (%1)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %n linked line(s)</source>
            <translation>
                <numerusform>%1: 연결된 줄 %n개</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: at least %2 in all (partial data)</source>
            <translation>%1: 전체 최소 %2 (부분 데이터)</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TimelinePane</name>
        <message>
            <source>Search events…</source>
            <translation>이벤트 검색…</translation>
        </message>
        <message>
            <source>Previous match (Shift+F3)</source>
            <translation>이전 일치 (Shift+F3)</translation>
        </message>
        <message>
            <source>Next match (F3)</source>
            <translation>다음 일치 (F3)</translation>
        </message>
        <message>
            <source>Fit</source>
            <translation>맞춤</translation>
        </message>
        <message>
            <source>Show the whole trace (Home)</source>
            <translation>전체 트레이스 표시 (Home)</translation>
        </message>
        <message>
            <source>Property</source>
            <translation>속성</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>값</translation>
        </message>
        <message>
            <source>Open the kernel's trajectory and findings</source>
            <translation>커널의 궤적과 발견 사항 열기</translation>
        </message>
        <message>
            <source>no matches</source>
            <translation>일치 항목 없음</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%2개 중 %1</translation>
        </message>
        <message>
            <source>%1 matches</source>
            <translation>일치 %1개</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>이름</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>범주</translation>
        </message>
        <message>
            <source>Track</source>
            <translation>트랙</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>시작</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>지속 시간</translation>
        </message>
        <message>
            <source>instant</source>
            <translation>순간</translation>
        </message>
        <message>
            <source>Zoom to Selection</source>
            <translation>선택 영역으로 확대</translation>
        </message>
        <message>
            <source>Show the selected range or event across the view (F)</source>
            <translation>선택한 구간이나 이벤트를 화면 가득 보기 (F)</translation>
        </message>
        <message>
            <source>All Flows</source>
            <translation>모든 흐름</translation>
        </message>
        <message>
            <source>Draw every flow arrow; off: only the selected event's</source>
            <translation>모든 흐름 화살표 그리기; 끄면 선택한 이벤트의 화살표만</translation>
        </message>
        <message>
            <source>Ctrl+wheel or W/S: zoom · drag or A/D: pan · Shift+drag: measure a range · double-click a kernel: its trajectory</source>
            <translation>Ctrl+휠 또는 W/S: 확대/축소 · 드래그 또는 A/D: 이동 · Shift+드래그: 구간 측정 · 커널 더블클릭: 궤적</translation>
        </message>
        <message>
            <source>Pipes:</source>
            <translation>파이프:</translation>
        </message>
        <message>
            <source>Range start</source>
            <translation>구간 시작</translation>
        </message>
        <message>
            <source>Range duration</source>
            <translation>구간 길이</translation>
        </message>
        <message>
            <source>Events in range</source>
            <translation>구간 내 이벤트</translation>
        </message>
        <message>
            <source>Span %1</source>
            <translation>구간 %1</translation>
        </message>
        <message numerus="yes">
            <source>device busy %1 (%2 %) on %n stream(s)</source>
            <translation>
                <numerusform>장치 사용 %1 (%2 %), 스트림 %n개</numerusform>
            </translation>
        </message>
        <message>
            <source>costliest: %1, %2 (%3 %)</source>
            <translation>가장 비쌈: %1, %2 (%3 %)</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TimelineView</name>
        <message>
            <source>No timeline events in this profile</source>
            <translation>이 프로파일에는 타임라인 이벤트가 없습니다</translation>
        </message>
        <message>
            <source>%1 events</source>
            <translation>이벤트 %1개</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TrajectoryGraphView</name>
        <message>
            <source>No lowering trajectory: open a kernel folder, a TRITON_KERNEL_DUMP folder or a per-pass dump.</source>
            <translation>로워링 트래젝터리가 없습니다. 커널 폴더, TRITON_KERNEL_DUMP 폴더 또는 패스별 덤프를 여세요.</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TrajectoryModel</name>
        <message>
            <source>passes</source>
            <translation>패스</translation>
        </message>
        <message>
            <source>1 unchanged pass</source>
            <translation>변경 없는 패스 1개</translation>
        </message>
        <message numerus="yes">
            <source>%n unchanged passes</source>
            <translation>
                <numerusform>변경 없는 패스 %n개</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n lines</source>
            <translation>
                <numerusform>%n줄</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 lines · %2 ops</source>
            <translation>%1줄 · 연산 %2개</translation>
        </message>
        <message>
            <source>source</source>
            <translation>소스</translation>
        </message>
        <message>
            <source>Node</source>
            <translation>노드</translation>
        </message>
        <message>
            <source>Lines</source>
            <translation>줄</translation>
        </message>
        <message>
            <source>Ops</source>
            <translation>연산</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>변경</translation>
        </message>
        <message>
            <source>%1 (%2), pass %3 in %4
+%5 −%6 lines
Click: what it changed</source>
            <translation>%1 (%2), %4의 패스 %3
+%5 −%6줄
클릭: 이 패스가 바꾼 내용</translation>
        </message>
        <message>
            <source>%1: %2 lines · %3 ops
%4</source>
            <translation>%1: %2줄 · 연산 %3개
%4</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TrajectoryTabs</name>
        <message>
            <source>%1: no lowering trajectory found (no IR stages, per-pass dumps or TritonParse logs)</source>
            <translation>%1: 로워링 트래젝터리를 찾지 못했습니다 (IR 단계, 패스별 덤프, TritonParse 로그 없음)</translation>
        </message>
        <message numerus="yes">
            <source>Trajectory of %1: %n kernel(s)</source>
            <translation>
                <numerusform>%1의 트래젝터리: 커널 %n개</numerusform>
            </translation>
        </message>
        <message>
            <source>Trajectory</source>
            <translation>궤적</translation>
        </message>
        <message>
            <source>Source &amp;&amp; IR</source>
            <translation>소스 &amp;&amp; IR</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TrajectoryView</name>
        <message>
            <source>before %1 (pass %2)</source>
            <translation>%1 이전 (패스 %2)</translation>
        </message>
        <message>
            <source>No trajectory loaded</source>
            <translation>불러온 트래젝터리가 없습니다</translation>
        </message>
        <message numerus="yes">
            <source>%1 (%2): %n final stage(s)</source>
            <translation>
                <numerusform>%1 (%2): 최종 단계 %n개</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pass(es)</source>
            <translation>
                <numerusform>패스 %n개</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n changed the IR</source>
            <translation>
                <numerusform>%n개가 IR을 변경함</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n remark(s)</source>
            <translation>
                <numerusform>리마크 %n개</numerusform>
            </translation>
        </message>
        <message>
            <source>Kernel:</source>
            <translation>커널:</translation>
        </message>
        <message>
            <source>Show unchanged passes</source>
            <translation>변경 없는 패스 표시</translation>
        </message>
        <message>
            <source>Passes that left the IR unchanged are folded into one node per run; click a folded node to unfold it.</source>
            <translation>IR을 변경하지 않은 패스는 연속 구간마다 하나의 노드로 접힙니다. 접힌 노드를 클릭하면 펼쳐집니다.</translation>
        </message>
        <message>
            <source>Click a node to see its IR; Ctrl+click a second node to compare the two.</source>
            <translation>노드를 클릭하면 IR을 볼 수 있고, 두 번째 노드를 Ctrl+클릭하면 둘을 비교합니다.</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>%1 → %2: +%3 −%4 lines (N / P: next / previous change)</source>
            <translation>%1 → %2: +%3 −%4줄 (N / P: 다음 / 이전 변경)</translation>
        </message>
        <message>
            <source>Graph</source>
            <translation>그래프</translation>
        </message>
        <message>
            <source>Passes (%1)</source>
            <translation>패스 (%1)</translation>
        </message>
        <message>
            <source>%1 (pass %2) changed nothing</source>
            <translation>%1 (패스 %2)은(는) 아무것도 바꾸지 않았습니다</translation>
        </message>
        <message>
            <source>What %1 (pass %2) changed: +%3 −%4 lines (N / P: next / previous change)</source>
            <translation>%1 (패스 %2)이(가) 바꾼 내용: +%3 −%4줄 (N / P: 다음 / 이전 변경)</translation>
        </message>
        <message>
            <source>IR before %1 (pass %2); the dump holds no IR after it</source>
            <translation>%1 (패스 %2) 이전의 IR; 덤프에 그 이후 IR이 없습니다</translation>
        </message>
        <message>
            <source>IR after %1 (pass %2); the dump holds no IR before it</source>
            <translation>%1 (패스 %2) 이후의 IR; 덤프에 그 이전 IR이 없습니다</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::WelcomePage</name>
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
            <source>Optimize Operator Tasks…</source>
            <translation>연산자 작업 최적화…</translation>
        </message>
        <message>
            <source>Recent</source>
            <translation>최근 항목</translation>
        </message>
        <message>
            <source>Open the Demo</source>
            <translation>데모 열기</translation>
        </message>
        <message>
            <source>New here? The demo opens six real kernels captured on an NVIDIA H200 (softmax, transpose and matmul, each slow and fast), with their IR, profiles and diagnosis, and a workspace with the three recorded rounds that turned each slow kernel into its fast sibling, with their measured times and the report.</source>
            <translation>처음이신가요? 데모는 NVIDIA H200에서 캡처한 실제 커널 여섯 개(softmax, transpose, matmul의 느린 버전과 빠른 버전)를 IR, 프로파일, 진단과 함께 열고, 각 느린 커널을 빠른 커널로 바꾼 기록된 라운드 세 개와 측정 시간, 보고서가 담긴 작업 공간을 엽니다.</translation>
        </message>
    </context>
    <context>
        <name>Optimize</name>
        <message>
            <source>%1: not a task (JSON: %2)</source>
            <translation>%1: 작업이 아닙니다 (JSON: %2)</translation>
        </message>
        <message>
            <source>%1: "name", "backend" and "entry" are required</source>
            <translation>%1: "name", "backend", "entry"가 필요합니다</translation>
        </message>
        <message>
            <source>%1: no cases</source>
            <translation>%1: 케이스가 없습니다</translation>
        </message>
        <message>
            <source>%1: cannot write: %2</source>
            <translation>%1: 쓸 수 없습니다: %2</translation>
        </message>
        <message>
            <source>%1: cannot copy to %2</source>
            <translation>%1: %2(으)로 복사할 수 없습니다</translation>
        </message>
        <message>
            <source>%1: not a harness log (expected {"operators": [...]}): %2</source>
            <translation>%1: 하니스 로그가 아닙니다 ({"operators": [...]} 필요): %2</translation>
        </message>
        <message>
            <source>%1: operator %2 is given twice</source>
            <translation>%1: 연산자 %2이(가) 두 번 주어졌습니다</translation>
        </message>
        <message>
            <source>%1: the initial kernel's sha256 %2 differs from the one %3 froze (%4)</source>
            <translation>%1: 초기 커널의 sha256 %2이(가) %3에 고정된 값(%4)과 다릅니다</translation>
        </message>
        <message>
            <source>round %1 has no kernel</source>
            <translation>라운드 %1에 커널이 없습니다</translation>
        </message>
        <message>
            <source>acquires %1: %2</source>
            <translation>%1 확보: %2</translation>
        </message>
        <message>
            <source>continues its unfinished rounds</source>
            <translation>끝나지 않은 라운드를 계속합니다</translation>
        </message>
        <message>
            <source>done: %1 rounds</source>
            <translation>완료: %1 라운드</translation>
        </message>
        <message>
            <source>no untried rewrite: %1 findings, %2 rounds</source>
            <translation>시도하지 않은 재작성이 없습니다: 발견 %1개, 라운드 %2개</translation>
        </message>
        <message>
            <source>round %1 (%2, %3): %4</source>
            <translation>라운드 %1 (%2, %3): %4</translation>
        </message>
        <message>
            <source>evidence not acquired: %1</source>
            <translation>증거를 확보하지 못함: %1</translation>
        </message>
        <message>
            <source>evidence acquired: %1</source>
            <translation>증거 확보: %1</translation>
        </message>
        <message>
            <source>round %1: %2%3</source>
            <translation>라운드 %1: %2%3</translation>
        </message>
        <message>
            <source>%1 of %2 is decided by @triton.autotune configs</source>
            <translation>%2의 %1은(는) @triton.autotune 설정이 결정합니다</translation>
        </message>
        <message>
            <source>%1 is not passed at the launch of %2 (line %3)</source>
            <translation>%1은(는) %2의 실행에서 전달되지 않습니다 (%3행)</translation>
        </message>
        <message>
            <source>%1 of %2 comes from %3, which is assigned %4 times and read elsewhere</source>
            <translation>%2의 %1은(는) %3에서 오며, %3은(는) %4번 대입되고 다른 곳에서도 읽힙니다</translation>
        </message>
        <message>
            <source>%1 takes none of %2</source>
            <translation>%1은(는) %2 중 어느 것도 받지 않습니다</translation>
        </message>
        <message>
            <source>%1 is set outside the editable region</source>
            <translation>%1은(는) 편집 가능 영역 밖에서 설정됩니다</translation>
        </message>
        <message>
            <source>%1 is already %2</source>
            <translation>%1은(는) 이미 %2입니다</translation>
        </message>
        <message>
            <source>no launch of %1 in the editable region</source>
            <translation>편집 가능 영역에 %1의 실행이 없습니다</translation>
        </message>
        <message>
            <source>a jit function</source>
            <translation>jit 함수</translation>
        </message>
        <message>
            <source>overlapping edits</source>
            <translation>겹치는 편집</translation>
        </message>
        <message>
            <source>no tl.dot without input_precision=%1 in the editable region</source>
            <translation>편집 가능 영역에 input_precision=%1이(가) 없는 tl.dot이 없습니다</translation>
        </message>
        <message>
            <source>no .to(tl.int64) in index arithmetic in the editable region</source>
            <translation>편집 가능 영역의 인덱스 산술에 .to(tl.int64)가 없습니다</translation>
        </message>
        <message>
            <source>%1 = %2 covers the whole extent: a smaller block would drop elements</source>
            <translation>%1 = %2은(는) 전체 범위를 덮습니다: 더 작은 블록은 원소를 빠뜨립니다</translation>
        </message>
        <message>
            <source>the answer's kernel has no editable region (the lines '# lowerscope: editable begin' and '# lowerscope: editable end')</source>
            <translation>답변의 커널에 편집 가능 영역이 없습니다 ('# lowerscope: editable begin'과 '# lowerscope: editable end' 줄)</translation>
        </message>
        <message>
            <source>the answer changes only text outside the editable region, which is not applied</source>
            <translation>답변이 편집 가능 영역 밖의 텍스트만 바꾸며, 이는 적용되지 않습니다</translation>
        </message>
        <message>
            <source>the answer's kernel is the kernel it was shown</source>
            <translation>답변의 커널이 보여 준 커널과 같습니다</translation>
        </message>
        <message>
            <source>the answer's kernel was tried before (%1)</source>
            <translation>답변의 커널은 이전에 시도되었습니다 (%1)</translation>
        </message>
        <message>
            <source>no task of the session is named %1</source>
            <translation>세션에 %1(이)라는 작업이 없습니다</translation>
        </message>
        <message>
            <source>%1 input and %2 output tokens, $%3</source>
            <translation>입력 토큰 %1개, 출력 토큰 %2개, $%3</translation>
        </message>
        <message>
            <source>round %1 (llm): %2: %3 (%4)</source>
            <translation>라운드 %1 (llm): %2: %3 (%4)</translation>
        </message>
        <message>
            <source>round %1 (llm, %2): %3 (%4)</source>
            <translation>라운드 %1 (llm, %2): %3 (%4)</translation>
        </message>
        <message>
            <source>no task folder was given</source>
            <translation>작업 폴더가 주어지지 않았습니다</translation>
        </message>
        <message>
            <source>Importing %1…</source>
            <translation>%1 가져오는 중…</translation>
        </message>
        <message numerus="yes">
            <source>%1: batch %2, %n result(s); %3 unfinished round(s) or evidence request(s) finished</source>
            <translation>
                <numerusform>%1: 배치 %2, 결과 %n개; 끝나지 않은 라운드 또는 증거 요청 %3개를 마쳤습니다</numerusform>
            </translation>
        </message>
        <message>
            <source>Step %1: diagnosing and picking rewrites…</source>
            <translation>%1단계: 진단하고 재작성을 고르는 중…</translation>
        </message>
        <message numerus="yes">
            <source>Step %1: waiting for your consent to run %n candidate(s)</source>
            <translation>
                <numerusform>%1단계: 후보 %n개 실행에 대한 동의를 기다리는 중</numerusform>
            </translation>
        </message>
        <message>
            <source>No consent: nothing ran; the step's rounds stay started and run when the loop continues (resume).</source>
            <translation>동의 없음: 아무것도 실행되지 않았습니다. 이 단계의 라운드는 시작됨 상태로 남고 루프를 이어 갈 때(resume) 실행됩니다.</translation>
        </message>
        <message numerus="yes">
            <source>Step %1: %n request(s) running on %2</source>
            <translation>
                <numerusform>%1단계: %2에서 요청 %n개 실행 중</numerusform>
            </translation>
        </message>
        <message>
            <source>Step %1: recording the results</source>
            <translation>%1단계: 결과를 기록하는 중</translation>
        </message>
        <message>
            <source>%1 was cancelled or preempted; it runs again when the loop continues (--resume)</source>
            <translation>%1이(가) 취소되었거나 선점되었습니다. 루프를 이어 갈 때(--resume) 다시 실행됩니다</translation>
        </message>
        <message>
            <source>%1 is already what the recipe asks at every launch</source>
            <translation>%1은(는) 이미 모든 실행에서 레시피가 요구하는 값입니다</translation>
        </message>
        <message>
            <source>%1: name: %2</source>
            <translation>%1: name: %2</translation>
        </message>
        <message>
            <source>%1: %2: %3</source>
            <translation>%1: %2: %3</translation>
        </message>
        <message>
            <source>expected a file name</source>
            <translation>파일 이름이 필요합니다</translation>
        </message>
        <message>
            <source>%1: cases: %2 cases, more than the %3 a task may have</source>
            <translation>%1: cases: 케이스 %2개로, 작업에 허용되는 %3개를 넘습니다</translation>
        </message>
        <message>
            <source>%1: cases[%2]: a shape holds a dimension that is not a non-negative integer</source>
            <translation>%1: cases[%2]: 형상에 음이 아닌 정수가 아닌 차원이 있습니다</translation>
        </message>
        <message>
            <source>%1: cases[%2]: its tensors hold %3 bytes, more than the %4 a device could hold</source>
            <translation>%1: cases[%2]: 텐서가 %3바이트로, 장치에 담을 수 있는 %4바이트를 넘습니다</translation>
        </message>
        <message>
            <source>%1: hardware %2 is not a model of backend %3; its bounds use %4</source>
            <translation>%1: 하드웨어 %2은(는) 백엔드 %3의 모델이 아닙니다. 그 한계치는 %4을(를) 사용합니다</translation>
        </message>
        <message>
            <source>%1 (%2) not planned: round %3 moved %4 %5 -&gt; %6 and failed (%7)</source>
            <translation>%1 (%2) 계획하지 않음: 라운드 %3에서 %4 %5 -&gt; %6(으)로 바꿨다가 실패함 (%7)</translation>
        </message>
        <message>
            <source>the evidence held is of a kernel an accepted round superseded (kept as history); this acquisition is for the new best kernel %1</source>
            <translation>보유한 증거는 채택된 라운드가 대체한 커널의 것입니다 (이력으로 보관). 이번 확보는 새 최고 커널 %1을(를) 위한 것입니다</translation>
        </message>
        <message>
            <source>its rounds wait for the evidence: they start from the kernel it is acquired for</source>
            <translation>라운드는 증거를 기다립니다: 증거를 확보하는 대상 커널에서 시작합니다</translation>
        </message>
        <message>
            <source>%1: call.file: %2</source>
            <translation>%1: call.file: %2</translation>
        </message>
        <message>
            <source>the grid is not a tuple the recipes can edit</source>
            <translation>그리드가 레시피가 편집할 수 있는 튜플이 아닙니다</translation>
        </message>
        <message>
            <source>the grid is set outside the editable region</source>
            <translation>그리드가 편집 가능한 영역 밖에서 설정됩니다</translation>
        </message>
        <message>
            <source>no mask bounds the block's offsets, so the extent the grid covers is unknown</source>
            <translation>블록의 오프셋을 제한하는 마스크가 없어 그리드가 덮는 범위를 알 수 없습니다</translation>
        </message>
        <message>
            <source>%1 is assigned after the grid</source>
            <translation>%1은(는) 그리드 뒤에 할당됩니다</translation>
        </message>
        <message>
            <source>%1 is not known where the grid is computed</source>
            <translation>그리드를 계산하는 곳에서 %1을(를) 알 수 없습니다</translation>
        </message>
        <message>
            <source>the grid of every launch follows %1</source>
            <translation>모든 실행의 그리드가 %1을(를) 따릅니다</translation>
        </message>
        <message>
            <source>the grid of %1 (line %2) does not divide by %3: %4</source>
            <translation>%1의 그리드(%2행)가 %3(으)로 나누어떨어지지 않습니다: %4</translation>
        </message>
    </context>
    <context>
        <name>Profile</name>
        <message>
            <source>unknown columns, not read: %1</source>
            <translation>알 수 없는 열, 읽지 않음: %1</translation>
        </message>
        <message>
            <source>expected a "%1" column</source>
            <translation>"%1" 열이 필요합니다</translation>
        </message>
        <message>
            <source>expected %1 fields, found %2</source>
            <translation>필드 %1개가 필요하지만 %2개가 있습니다</translation>
        </message>
        <message>
            <source>expected one JSON object per line (%1)</source>
            <translation>줄마다 JSON 객체 하나가 필요합니다(%1)</translation>
        </message>
        <message>
            <source>cannot open the file</source>
            <translation>파일을 열 수 없습니다</translation>
        </message>
        <message>
            <source>malformed or truncated JSON (%1); kept the %2 events read before it</source>
            <translation>JSON 형식이 잘못되었거나 잘렸습니다(%1). 그 전에 읽은 이벤트 %2개는 유지합니다</translation>
        </message>
        <message>
            <source>unterminated quoted field</source>
            <translation>따옴표로 묶인 필드가 닫히지 않았습니다</translation>
        </message>
        <message>
            <source>line longer than %1 MiB: not a text table</source>
            <translation>줄이 %1 MiB보다 깁니다: 텍스트 표가 아닙니다</translation>
        </message>
        <message>
            <source>binary data (NUL bytes) in a text table</source>
            <translation>텍스트 표에 이진 데이터(NUL 바이트)가 있습니다</translation>
        </message>
        <message>
            <source>not an msprof database of a known schema: expected table %1 with column %2</source>
            <translation>알려진 스키마의 msprof 데이터베이스가 아닙니다: %2 열이 있는 %1 테이블이 필요합니다</translation>
        </message>
        <message>
            <source>cannot query the TASK table</source>
            <translation>TASK 테이블을 조회할 수 없습니다</translation>
        </message>
        <message>
            <source>no table header</source>
            <translation>표 머리글이 없습니다</translation>
        </message>
        <message>
            <source>the units row is missing</source>
            <translation>단위 행이 없습니다</translation>
        </message>
        <message>
            <source>expected an instruction row with a hexadecimal address</source>
            <translation>16진 주소가 있는 명령어 행이 필요합니다</translation>
        </message>
        <message>
            <source>no such file or folder</source>
            <translation>해당 파일이나 폴더가 없습니다</translation>
        </message>
        <message>
            <source>expected a JSON array of benchmark cases</source>
            <translation>벤치마크 케이스의 JSON 배열이 필요합니다</translation>
        </message>
        <message>
            <source>benchmark case without kernel name or time; skipped</source>
            <translation>커널 이름이나 시간이 없는 벤치마크 케이스; 건너뜀</translation>
        </message>
        <message>
            <source>expected Key=Value</source>
            <translation>Key=Value 형식이 필요합니다</translation>
        </message>
        <message>
            <source>no Op Name</source>
            <translation>Op Name이 없습니다</translation>
        </message>
        <message>
            <source>device tasks already read from %1 (same name, start and duration): %2, counted once</source>
            <translation>%1에서 이미 읽은 장치 작업(이름, 시작, 길이가 같음): %2개, 한 번만 셈</translation>
        </message>
        <message>
            <source>on a different clock from %1 (%2 s apart): not one capture; the timeline shows it after the earlier files, from its own start</source>
            <translation>%1과(와) 다른 시계 (%2초 차이): 같은 캡처가 아닙니다. 타임라인은 앞선 파일 뒤에 자체 시작 시점부터 보여 줍니다</translation>
        </message>
        <message>
            <source>%1 is a view, not a table as msprof writes it: the database is not read</source>
            <translation>%1은(는) msprof가 쓰는 테이블이 아니라 뷰입니다: 데이터베이스를 읽지 않습니다</translation>
        </message>
        <message>
            <source>reading the TASK table took longer than %1 s: stopped after %2 rows</source>
            <translation>TASK 테이블을 읽는 데 %1초보다 오래 걸렸습니다: %2행 이후 중단했습니다</translation>
        </message>
        <message>
            <source>cannot read the TASK table: %1</source>
            <translation>TASK 테이블을 읽을 수 없습니다: %1</translation>
        </message>
        <message>
            <source>the file ends inside this row (%1 of %2 fields): the rest of the table is missing</source>
            <translation>파일이 이 행 안에서 끝납니다(필드 %2개 중 %1개): 표의 나머지가 없습니다</translation>
        </message>
        <message>
            <source>%1: the table is not read past this line</source>
            <translation>%1: 이 줄 이후로는 표를 읽지 않습니다</translation>
        </message>
        <message>
            <source>the table has rows for %1 of the %2 instructions of %3 in %4: the other %5 are not measured</source>
            <translation>표에는 %4에 있는 %3의 명령어 %2개 중 %1개에 대한 행이 있습니다: 나머지 %5개는 측정되지 않았습니다</translation>
        </message>
    </context>
    <context>
        <name>Report</name>
        <message>
            <source>round %1 is accepted although case %2 failed validation; it is not counted</source>
            <translation>케이스 %2이(가) 검증에 실패했는데도 라운드 %1이(가) 채택되었습니다; 집계하지 않습니다</translation>
        </message>
        <message>
            <source>round %1 is accepted but has no timed case with a baseline; it is not counted</source>
            <translation>라운드 %1은(는) 채택되었지만 기준값이 있는 측정 케이스가 없습니다; 집계하지 않습니다</translation>
        </message>
        <message>
            <source>round %1 validated %2 of %3 cases</source>
            <translation>라운드 %1은(는) %3개 중 %2개 케이스를 검증했습니다</translation>
        </message>
        <message>
            <source>operator %1 has no baseline time for its initial kernel</source>
            <translation>연산자 %1에는 초기 커널의 기준 시간이 없습니다</translation>
        </message>
        <message>
            <source>%1 has %2 unfinished rounds</source>
            <translation>%1에는 완료되지 않은 라운드가 %2개 있습니다</translation>
        </message>
        <message>
            <source>Optimization report</source>
            <translation>최적화 보고서</translation>
        </message>
        <message>
            <source>Operator</source>
            <translation>연산자</translation>
        </message>
        <message>
            <source>Cases</source>
            <translation>케이스</translation>
        </message>
        <message>
            <source>Initial ms</source>
            <translation>초기 ms</translation>
        </message>
        <message>
            <source>Best ms</source>
            <translation>최고 ms</translation>
        </message>
        <message>
            <source>Reference ms</source>
            <translation>참조 ms</translation>
        </message>
        <message>
            <source>Speedup</source>
            <translation>속도 향상</translation>
        </message>
        <message>
            <source>vs reference</source>
            <translation>참조 대비</translation>
        </message>
        <message>
            <source>Best round</source>
            <translation>최고 라운드</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>단계</translation>
        </message>
        <message>
            <source>Across %1 operators: geometric mean %2, median %3; over 2×: %4, over 5×: %5; median best round: %6.</source>
            <translation>연산자 %1개 전체: 기하 평균 %2, 중앙값 %3; 2× 초과: %4, 5× 초과: %5; 최고 라운드 중앙값: %6.</translation>
        </message>
        <message>
            <source>Level that produced the best round: %1.</source>
            <translation>최고 라운드를 만든 레벨: %1.</translation>
        </message>
        <message>
            <source>Notes:</source>
            <translation>참고:</translation>
        </message>
        <message>
            <source>Against the PyTorch reference: geometric mean %1, median %2.</source>
            <translation>PyTorch 기준 대비: 기하 평균 %1, 중앙값 %2.</translation>
        </message>
        <message>
            <source>Evidence acquired beyond timing: %1.</source>
            <translation>시간 측정 외에 확보한 증거: %1.</translation>
        </message>
        <message>
            <source>Speedup per operator</source>
            <translation>연산자별 가속</translation>
        </message>
        <message>
            <source>Rewrites asked of a model: %1 rounds, %2 input and %3 output tokens, $%4.</source>
            <translation>모델에 요청한 재작성: 라운드 %1개, 입력 토큰 %2개, 출력 토큰 %3개, $%4.</translation>
        </message>
    </context>
    <context>
        <name>Runners</name>
        <message>
            <source>cannot start %1: %2
</source>
            <translation>%1을(를) 시작할 수 없음: %2
</translation>
        </message>
        <message>
            <source>time limit reached: killing the request</source>
            <translation>시간 제한 도달: 요청을 종료함</translation>
        </message>
        <message>
            <source>starting %1</source>
            <translation>%1 시작</translation>
        </message>
        <message>
            <source>killed after the time limit of %1 s</source>
            <translation>%1초 시간 제한 후 종료됨</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>취소됨</translation>
        </message>
        <message>
            <source>the harness died (%1)</source>
            <translation>하네스가 비정상 종료됨 (%1)</translation>
        </message>
        <message>
            <source>the harness exited with code %1</source>
            <translation>하네스가 코드 %1(으)로 종료됨</translation>
        </message>
        <message>
            <source>the batch id '%1' is not 1-64 letters, digits, '.', '_' or '-'</source>
            <translation>배치 ID '%1'은(는) 1-64자의 문자, 숫자, '.', '_', '-'가 아님</translation>
        </message>
        <message>
            <source>the batch has no folder</source>
            <translation>배치에 폴더가 없음</translation>
        </message>
        <message>
            <source>the batch has no requests</source>
            <translation>배치에 요청이 없음</translation>
        </message>
        <message>
            <source>the request id '%1' is not 1-64 letters, digits, '.', '_' or '-'</source>
            <translation>요청 ID '%1'은(는) 1-64자의 문자, 숫자, '.', '_', '-'가 아님</translation>
        </message>
        <message>
            <source>the request id '%1' is used twice</source>
            <translation>요청 ID '%1'이(가) 두 번 사용됨</translation>
        </message>
        <message>
            <source>%1: not a task folder (no task.json)</source>
            <translation>%1: 작업 폴더가 아님 (task.json 없음)</translation>
        </message>
        <message>
            <source>%1: no such candidate file</source>
            <translation>%1: 그런 후보 파일 없음</translation>
        </message>
        <message>
            <source>the runner is already running a batch</source>
            <translation>러너가 이미 배치를 실행 중임</translation>
        </message>
        <message>
            <source>cannot create the batch folder %1</source>
            <translation>배치 폴더 %1을(를) 만들 수 없음</translation>
        </message>
        <message>
            <source>started</source>
            <translation>시작됨</translation>
        </message>
        <message>
            <source>cancelling</source>
            <translation>취소하는 중</translation>
        </message>
        <message>
            <source>the harness wrote no result: %1</source>
            <translation>하네스가 결과를 쓰지 않음: %1</translation>
        </message>
        <message>
            <source>the harness's result has no verdict</source>
            <translation>하네스 결과에 판정이 없음</translation>
        </message>
        <message>
            <source>cannot create %1</source>
            <translation>%1을(를) 만들 수 없음</translation>
        </message>
        <message>
            <source>cannot copy the candidate %1 to %2</source>
            <translation>후보 %1을(를) %2(으)로 복사할 수 없음</translation>
        </message>
        <message>
            <source>the profile name '%1' is not 1-64 letters, digits, '.', '_' or '-'</source>
            <translation>프로필 이름 '%1'은(는) 1-64자의 문자, 숫자, '.', '_', '-'가 아님</translation>
        </message>
        <message>
            <source>profile %1: unknown kind '%2' (known: %3)</source>
            <translation>프로필 %1: 알 수 없는 종류 '%2' (알려진 종류: %3)</translation>
        </message>
        <message>
            <source>profile %1: an ssh runner needs a host</source>
            <translation>프로필 %1: ssh 러너에는 호스트가 필요함</translation>
        </message>
        <message>
            <source>profile %1: the timeout must be positive</source>
            <translation>프로필 %1: 시간 제한은 양수여야 함</translation>
        </message>
        <message>
            <source>profile %1: a host or folder may not start with '-'</source>
            <translation>프로필 %1: 호스트나 폴더는 '-'로 시작할 수 없음</translation>
        </message>
        <message>
            <source>cannot copy %1 to %2</source>
            <translation>%1을(를) %2(으)로 복사할 수 없음</translation>
        </message>
        <message>
            <source>tar failed: %1</source>
            <translation>tar 실패: %1</translation>
        </message>
        <message>
            <source>cannot write %1</source>
            <translation>%1을(를) 쓸 수 없음</translation>
        </message>
        <message>
            <source>%1: not a readable .tar.gz archive: %2</source>
            <translation>%1: 읽을 수 있는 .tar.gz 아카이브가 아님: %2</translation>
        </message>
        <message>
            <source>%1: refused: the member '%2' is not a result file</source>
            <translation>%1: 거부됨: 항목 '%2'은(는) 결과 파일이 아님</translation>
        </message>
        <message>
            <source>%1 is not empty</source>
            <translation>%1이(가) 비어 있지 않음</translation>
        </message>
        <message>
            <source>%1: no manifest.json (not a Lowerscope bundle or results archive)</source>
            <translation>%1: manifest.json 없음 (Lowerscope 번들이나 결과 아카이브가 아님)</translation>
        </message>
        <message>
            <source>%1: manifest.json is not a format-1 bundle manifest</source>
            <translation>%1: manifest.json은(는) 형식 1 번들 매니페스트가 아님</translation>
        </message>
        <message>
            <source>%1: manifest.json: the request id '%2' is not valid</source>
            <translation>%1: manifest.json: 요청 ID '%2'이(가) 올바르지 않음</translation>
        </message>
        <message>
            <source>the archive holds no result for this request (it did not run)</source>
            <translation>아카이브에 이 요청의 결과가 없음 (실행되지 않음)</translation>
        </message>
        <message>
            <source>%1: manifest.json names no valid batch id</source>
            <translation>%1: manifest.json에 올바른 배치 ID가 없음</translation>
        </message>
        <message>
            <source>no partition '%1'</source>
            <translation>파티션 '%1' 없음</translation>
        </message>
        <message>
            <source>the shared folder does not exist</source>
            <translation>공유 폴더가 없음</translation>
        </message>
        <message>
            <source>profile %1 is an offline profile: export a bundle (lowerscope bundle export) and import its results later</source>
            <translation>프로필 %1은(는) 오프라인 프로필임: 번들을 내보내고(lowerscope bundle export) 나중에 결과를 가져오기</translation>
        </message>
        <message>
            <source>cannot start %1: %2</source>
            <translation>%1을(를) 시작할 수 없음: %2</translation>
        </message>
        <message>
            <source>%1 did not answer within %2 s</source>
            <translation>%1이(가) %2초 안에 응답하지 않음</translation>
        </message>
        <message>
            <source>sbatch failed: %1</source>
            <translation>sbatch 실패: %1</translation>
        </message>
        <message>
            <source>submitted job array %1 (%2 requests)</source>
            <translation>작업 배열 %1 제출됨 (요청 %2개)</translation>
        </message>
        <message>
            <source>squeue did not answer; trying again</source>
            <translation>squeue가 응답하지 않음; 다시 시도</translation>
        </message>
        <message>
            <source>%1: Slurm can never start it (%2); cancelled</source>
            <translation>%1: Slurm이 절대 시작할 수 없음 (%2); 취소됨</translation>
        </message>
        <message>
            <source>Slurm no longer knows job %1_%2</source>
            <translation>Slurm이 작업 %1_%2을(를) 더 이상 알지 못함</translation>
        </message>
        <message>
            <source>killed by Slurm at its time limit (--time=%1)</source>
            <translation>시간 제한에서 Slurm이 종료함 (--time=%1)</translation>
        </message>
        <message>
            <source>Slurm ended the job: %1</source>
            <translation>Slurm이 작업을 종료함: %1</translation>
        </message>
        <message>
            <source>scancel failed: %1</source>
            <translation>scancel 실패: %1</translation>
        </message>
        <message>
            <source>the ssh session did not end within %1 s</source>
            <translation>ssh 세션이 %1초 안에 끝나지 않음</translation>
        </message>
        <message>
            <source>preparing the remote folder</source>
            <translation>원격 폴더 준비 중</translation>
        </message>
        <message>
            <source>copying the bundle</source>
            <translation>번들 복사 중</translation>
        </message>
        <message>
            <source>running on %1</source>
            <translation>%1에서 실행 중</translation>
        </message>
        <message>
            <source>copying the results back</source>
            <translation>결과를 다시 복사하는 중</translation>
        </message>
        <message>
            <source>%1 failed (exit code %2) on %3%4</source>
            <translation>%3에서 %1 실패 (종료 코드 %2)%4</translation>
        </message>
        <message>
            <source>%1 holds the results of batch %2, not %3</source>
            <translation>%1에는 배치 %3이(가) 아니라 %2의 결과가 있음</translation>
        </message>
        <message>
            <source>no result came back from %1</source>
            <translation>%1에서 결과가 돌아오지 않음</translation>
        </message>
        <message>
            <source>%1: no such file</source>
            <translation>%1: 그런 파일 없음</translation>
        </message>
        <message>
            <source>%1: refused: %2 bytes, larger than the %3 bytes a results archive may have</source>
            <translation>%1: 거부됨: %2바이트로, 결과 아카이브에 허용되는 %3바이트보다 큼</translation>
        </message>
        <message>
            <source>%1: refused: %2 members, more than the %3 a results archive may have</source>
            <translation>%1: 거부됨: 항목 %2개로, 결과 아카이브에 허용되는 %3개를 넘음</translation>
        </message>
        <message>
            <source>%1: refused: the member '%2' is %3 bytes unpacked, more than the %4 bytes one result file may have</source>
            <translation>%1: 거부됨: 항목 '%2'은(는) 압축을 풀면 %3바이트로, 결과 파일 하나에 허용되는 %4바이트를 넘음</translation>
        </message>
        <message>
            <source>%1: refused: its members unpack to more than the %2 bytes a results archive may hold</source>
            <translation>%1: 거부됨: 항목의 압축을 풀면 결과 아카이브에 허용되는 %2바이트를 넘음</translation>
        </message>
        <message>
            <source>%1: refused: more than %2 files and folders</source>
            <translation>%1: 거부됨: 파일과 폴더가 %2개를 넘음</translation>
        </message>
        <message>
            <source>%1: refused: not a regular file or folder (a link, FIFO, socket or device)</source>
            <translation>%1: 거부됨: 일반 파일이나 폴더가 아님 (링크, FIFO, 소켓 또는 장치)</translation>
        </message>
        <message>
            <source>%1: refused: %2 bytes, more than the %3 bytes one result file may have</source>
            <translation>%1: 거부됨: %2바이트로, 결과 파일 하나에 허용되는 %3바이트를 넘음</translation>
        </message>
        <message>
            <source>%1: refused: its files hold more than the %2 bytes a batch's results may</source>
            <translation>%1: 거부됨: 파일이 한 배치의 결과에 허용되는 %2바이트를 넘음</translation>
        </message>
        <message>
            <source>%1: manifest.json: %2 requests, more than the %3 a batch may have</source>
            <translation>%1: manifest.json: 요청 %2개로, 배치에 허용되는 %3개를 넘음</translation>
        </message>
        <message>
            <source>%1: manifest.json: the request %2 is listed twice</source>
            <translation>%1: manifest.json: 요청 %2이(가) 두 번 나열됨</translation>
        </message>
        <message>
            <source>the batch %1 was never exported from this workspace (%2)</source>
            <translation>배치 %1은(는) 이 작업 공간에서 내보낸 적이 없음 (%2)</translation>
        </message>
        <message>
            <source>the batch %1 does not carry the nonce it was exported with (a forged or foreign archive)</source>
            <translation>배치 %1에 내보낼 때의 nonce가 없음 (위조되었거나 다른 곳의 아카이브)</translation>
        </message>
        <message>
            <source>%1: a second result for the same request</source>
            <translation>%1: 같은 요청에 대한 두 번째 결과</translation>
        </message>
        <message>
            <source>%1: no such request was exported in this batch</source>
            <translation>%1: 이 배치에서 그런 요청을 내보낸 적이 없음</translation>
        </message>
        <message>
            <source>%1: superseded: the request was exported again in a later batch</source>
            <translation>%1: 대체됨: 요청이 이후 배치에서 다시 내보내짐</translation>
        </message>
        <message>
            <source>%1: the request is already finished</source>
            <translation>%1: 요청이 이미 완료됨</translation>
        </message>
        <message>
            <source>%1: the candidate that ran (sha256 %2) is not the one exported (%3)</source>
            <translation>%1: 실행된 후보(sha256 %2)가 내보낸 후보(%3)가 아님</translation>
        </message>
        <message>
            <source>%1: the result names no candidate sha256</source>
            <translation>%1: 결과에 후보의 sha256이 없음</translation>
        </message>
        <message>
            <source>%1: the result is for the task '%2', the request was for '%3'</source>
            <translation>%1: 결과는 작업 '%2'의 것이지만 요청은 '%3'에 대한 것이었음</translation>
        </message>
        <message>
            <source>%1: the task's frozen hashes in the result differ from those exported (the task was changed)</source>
            <translation>%1: 결과에 있는 작업의 고정된 해시가 내보낸 해시와 다름 (작업이 변경됨)</translation>
        </message>
        <message>
            <source>(further reasons are not listed)</source>
            <translation>(나머지 이유는 표시하지 않음)</translation>
        </message>
        <message>
            <source>results of batch %1 refused, nothing recorded:
  %2</source>
            <translation>배치 %1의 결과가 거부됨, 아무것도 기록하지 않음:
  %2</translation>
        </message>
        <message>
            <source>%1: refused, nothing recorded:
  %2</source>
            <translation>%1: 거부됨, 아무것도 기록하지 않음:
  %2</translation>
        </message>
        <message>
            <source>%1: the results kept in %2 are of another batch</source>
            <translation>%1: %2에 보관된 결과는 다른 배치의 것임</translation>
        </message>
    </context>
    <context>
        <name>Seed</name>
        <message>
            <source>Atomic read-modify-write to global memory</source>
            <translation>전역 메모리에 대한 원자적 읽기-수정-쓰기</translation>
        </message>
        <message>
            <source>Heavy cube/vector cross-core synchronisation</source>
            <translation>cube/vector 코어 간 동기화가 많음</translation>
        </message>
        <message>
            <source>Cube waits on vector</source>
            <translation>cube가 vector를 기다림</translation>
        </message>
        <message>
            <source>Gather/scatter lowered element by element</source>
            <translation>gather/scatter가 원소 단위로 낮춰짐</translation>
        </message>
        <message>
            <source>Grid far larger than the number of cores</source>
            <translation>그리드가 코어 수보다 훨씬 큼</translation>
        </message>
        <message>
            <source>Integer compare on tensors falls back to scalar</source>
            <translation>텐서의 정수 비교가 스칼라로 대체됨</translation>
        </message>
        <message>
            <source>int64 vector arithmetic falls back to scalar</source>
            <translation>int64 벡터 연산이 스칼라로 대체됨</translation>
        </message>
        <message>
            <source>Masked load pads with a vector fill before the copy</source>
            <translation>마스크된 로드가 복사 전에 벡터 채우기로 패딩함</translation>
        </message>
        <message>
            <source>Modulo on tensors falls back to scalar</source>
            <translation>텐서의 모듈로 연산이 스칼라로 대체됨</translation>
        </message>
        <message>
            <source>MTE2 (GM to UB) bound</source>
            <translation>MTE2(GM에서 UB로) 한계</translation>
        </message>
        <message>
            <source>Loop without multi-buffering</source>
            <translation>멀티 버퍼링 없는 루프</translation>
        </message>
        <message>
            <source>Redundant where after a masked load</source>
            <translation>마스크된 로드 뒤의 불필요한 where</translation>
        </message>
        <message>
            <source>SCALAR pipe dominates the vector core</source>
            <translation>SCALAR 파이프가 vector 코어를 지배함</translation>
        </message>
        <message>
            <source>Small DMA transfers per iteration</source>
            <translation>반복마다 작은 DMA 전송</translation>
        </message>
        <message>
            <source>Tail axis not aligned to 32 B</source>
            <translation>마지막 축이 32 B에 정렬되지 않음</translation>
        </message>
        <message>
            <source>UB requirement above capacity</source>
            <translation>UB 요구량이 용량을 넘음</translation>
        </message>
        <message>
            <source>UB bank conflicts</source>
            <translation>UB 뱅크 충돌</translation>
        </message>
        <message>
            <source>Atomics on shared addresses</source>
            <translation>공유 주소에 대한 원자 연산</translation>
        </message>
        <message>
            <source>Load feeds consumers with different shared encodings</source>
            <translation>하나의 로드가 서로 다른 shared 인코딩의 소비자에게 공급됨</translation>
        </message>
        <message>
            <source>Deprecated fp8e4b15 on Hopper</source>
            <translation>Hopper에서 더 이상 권장되지 않는 fp8e4b15</translation>
        </message>
        <message>
            <source>fp32 dot with ieee precision takes the FMA path</source>
            <translation>ieee 정밀도의 fp32 dot이 FMA 경로를 탐</translation>
        </message>
        <message>
            <source>64-bit index arithmetic</source>
            <translation>64비트 인덱스 연산</translation>
        </message>
        <message>
            <source>Neither memory nor compute busy</source>
            <translation>메모리도 연산도 바쁘지 않음</translation>
        </message>
        <message>
            <source>Launch configuration leaves SMs idle in the last wave</source>
            <translation>실행 구성이 마지막 웨이브에서 SM을 놀게 함</translation>
        </message>
        <message>
            <source>Layout conversion through shared memory</source>
            <translation>공유 메모리를 거치는 레이아웃 변환</translation>
        </message>
        <message>
            <source>Mask alignment limits vector width</source>
            <translation>마스크 정렬이 벡터 폭을 제한함</translation>
        </message>
        <message>
            <source>Memory-bound at a high share of DRAM bandwidth</source>
            <translation>DRAM 대역폭의 높은 비율에서 메모리 한계</translation>
        </message>
        <message>
            <source>Pointer or stride without divisibility hint</source>
            <translation>나눗셈 가능성 힌트가 없는 포인터 또는 stride</translation>
        </message>
        <message>
            <source>MMA operand transposed on every copy into shared memory</source>
            <translation>공유 메모리로 복사할 때마다 MMA 피연산자가 전치됨</translation>
        </message>
        <message>
            <source>Dot not lowered to Hopper wgmma (MMA v3)</source>
            <translation>dot이 Hopper wgmma(MMA v3)로 낮춰지지 않음</translation>
        </message>
        <message>
            <source>Several passes re-read the same row from global memory</source>
            <translation>여러 패스가 같은 행을 전역 메모리에서 다시 읽음</translation>
        </message>
        <message>
            <source>Row-major program order without L2 grouping</source>
            <translation>L2 그룹화 없는 행 우선 프로그램 순서</translation>
        </message>
        <message>
            <source>Main loop loads are not software-pipelined</source>
            <translation>메인 루프의 로드가 소프트웨어 파이프라인되지 않음</translation>
        </message>
        <message>
            <source>MMA operand transposed in registers</source>
            <translation>MMA 피연산자가 레지스터에서 전치됨</translation>
        </message>
        <message>
            <source>One program per element</source>
            <translation>원소마다 프로그램 하나</translation>
        </message>
        <message>
            <source>Pipelined load cannot use cp.async</source>
            <translation>파이프라인된 로드가 cp.async를 쓸 수 없음</translation>
        </message>
        <message>
            <source>Block reductions inside a loop (barrier per iteration)</source>
            <translation>루프 안의 블록 리덕션(반복마다 배리어)</translation>
        </message>
        <message>
            <source>Too few warps for a wide reduction row</source>
            <translation>넓은 리덕션 행에 비해 워프가 너무 적음</translation>
        </message>
        <message>
            <source>Registers per thread limit occupancy</source>
            <translation>스레드당 레지스터가 점유율을 제한함</translation>
        </message>
        <message>
            <source>Register spills to local memory</source>
            <translation>로컬 메모리로의 레지스터 스필</translation>
        </message>
        <message>
            <source>Scalar loop over an axis</source>
            <translation>한 축에 대한 스칼라 루프</translation>
        </message>
        <message>
            <source>One element per thread: BLOCK too small for num_warps</source>
            <translation>스레드당 원소 하나: num_warps에 비해 BLOCK이 너무 작음</translation>
        </message>
        <message>
            <source>Shared-memory bank conflicts</source>
            <translation>공유 메모리 뱅크 충돌</translation>
        </message>
        <message>
            <source>Shared memory per CTA limits occupancy</source>
            <translation>CTA당 공유 메모리가 점유율을 제한함</translation>
        </message>
        <message>
            <source>Fewer programs than SMs</source>
            <translation>프로그램 수가 SM보다 적음</translation>
        </message>
        <message>
            <source>Matmul tiles too small for Hopper tensor cores</source>
            <translation>Hopper 텐서 코어에 비해 matmul 타일이 너무 작음</translation>
        </message>
        <message>
            <source>Column-strided global load: one element per access</source>
            <translation>열 방향 stride 전역 로드: 접근당 원소 하나</translation>
        </message>
        <message>
            <source>Nsight: theoretical occupancy limited</source>
            <translation>Nsight: 이론 점유율이 제한됨</translation>
        </message>
        <message>
            <source>Many programs each doing very little</source>
            <translation>각자 아주 적은 일을 하는 많은 프로그램</translation>
        </message>
        <message>
            <source>Rows start off the 16-byte access granule</source>
            <translation>행이 16바이트 접근 단위에서 어긋나게 시작함</translation>
        </message>
        <message>
            <source>Stores narrower than the data allows</source>
            <translation>데이터가 허용하는 것보다 좁은 저장</translation>
        </message>
        <message>
            <source>Warp specialization failed (sm100)</source>
            <translation>워프 특수화 실패(sm100)</translation>
        </message>
        <message>
            <source>Whole row in one block of next_power_of_2(n)</source>
            <translation>next_power_of_2(n) 크기 블록 하나에 행 전체</translation>
        </message>
        <message>
            <source>Zero-filled output that the kernel overwrites whole</source>
            <translation>커널이 전부 덮어쓰는, 0으로 채운 출력</translation>
        </message>
        <message>
            <source>memory-bound</source>
            <translation>메모리 한계</translation>
        </message>
        <message>
            <source>compute-bound</source>
            <translation>연산 한계</translation>
        </message>
        <message>
            <source>latency-bound</source>
            <translation>지연 시간 한계</translation>
        </message>
        <message>
            <source>launch-bound</source>
            <translation>실행 오버헤드 한계</translation>
        </message>
        <message>
            <source>scalar-fallback</source>
            <translation>스칼라 대체</translation>
        </message>
        <message>
            <source>sync-overhead</source>
            <translation>동기화 오버헤드</translation>
        </message>
        <message>
            <source>associativity of the reduction</source>
            <translation>리덕션의 결합 법칙</translation>
        </message>
        <message>
            <source>Serialised global updates.</source>
            <translation>전역 갱신이 직렬화됨.</translation>
        </message>
        <message>
            <source>same results; workspace sizes valid</source>
            <translation>결과 동일, workspace 크기 유효</translation>
        </message>
        <message>
            <source>Cube waits on vector (or back); mix imbalance.</source>
            <translation>cube가 vector를 기다림(또는 반대); 혼합 불균형.</translation>
        </message>
        <message>
            <source>same results</source>
            <translation>결과 동일</translation>
        </message>
        <message>
            <source>Cube WAIT_FLAG &gt; 50% and MMAD &lt; 5%.</source>
            <translation>cube WAIT_FLAG &gt; 50%, MMAD &lt; 5%.</translation>
        </message>
        <message>
            <source>table fits UB</source>
            <translation>테이블이 UB에 들어감</translation>
        </message>
        <message>
            <source>MTE2 many tiny transfers; scalar high.</source>
            <translation>MTE2의 아주 작은 전송이 많음; 스칼라 높음.</translation>
        </message>
        <message>
            <source>1-D grid</source>
            <translation>1차원 그리드</translation>
        </message>
        <message>
            <source>every element processed once</source>
            <translation>모든 원소를 한 번씩 처리</translation>
        </message>
        <message>
            <source>Block Dim &gt;&gt; cores; many waves, launch overhead.</source>
            <translation>Block Dim &gt;&gt; 코어 수; 웨이브가 많고 실행 오버헤드.</translation>
        </message>
        <message>
            <source>values exactly representable in fp32 (&lt; 2^24)</source>
            <translation>값을 fp32로 정확히 표현 가능(&lt; 2^24)</translation>
        </message>
        <message>
            <source>aiv_scalar_ratio high, aiv_vec_ratio low.</source>
            <translation>aiv_scalar_ratio 높음, aiv_vec_ratio 낮음.</translation>
        </message>
        <message>
            <source>numel &lt; 2^31</source>
            <translation>numel &lt; 2^31</translation>
        </message>
        <message>
            <source>aiv_scalar_ratio ~60%, aiv_vec_ratio &lt; 10%.</source>
            <translation>aiv_scalar_ratio ~60%, aiv_vec_ratio &lt; 10%.</translation>
        </message>
        <message>
            <source>padding values must really be unused</source>
            <translation>패딩 값이 실제로 쓰이지 않아야 함</translation>
        </message>
        <message>
            <source>MTE2 waits on VECTOR; low MTE2/VECTOR overlap.</source>
            <translation>MTE2가 VECTOR를 기다림; MTE2/VECTOR 겹침 낮음.</translation>
        </message>
        <message>
            <source>b &gt; 0</source>
            <translation>b &gt; 0</translation>
        </message>
        <message>
            <source>SCALAR pipe dominant.</source>
            <translation>SCALAR 파이프가 지배적.</translation>
        </message>
        <message>
            <source>MTE2 &gt; 80%.</source>
            <translation>MTE2 &gt; 80%.</translation>
        </message>
        <message>
            <source>UB must hold two buffers</source>
            <translation>UB가 버퍼 두 개를 담아야 함</translation>
        </message>
        <message>
            <source>MTE2 and VECTOR do not overlap (D_NO_OVERLAP &lt; 5%); periodic bubbles.</source>
            <translation>MTE2와 VECTOR가 겹치지 않음(D_NO_OVERLAP &lt; 5%); 주기적인 버블.</translation>
        </message>
        <message>
            <source>load uses other=0 with the same mask</source>
            <translation>로드가 같은 마스크로 other=0을 사용</translation>
        </message>
        <message>
            <source>Extra vector ops (vsel/vcmp).</source>
            <translation>추가 벡터 연산(vsel/vcmp).</translation>
        </message>
        <message>
            <source>see the specific rewrite</source>
            <translation>해당 재작성 참고</translation>
        </message>
        <message>
            <source>Vector SCALAR &gt; 30%.</source>
            <translation>Vector SCALAR &gt; 30%.</translation>
        </message>
        <message>
            <source>UB capacity</source>
            <translation>UB 용량</translation>
        </message>
        <message>
            <source>MTE2 events per tile &gt; 20, single transfer &lt; 16 KB.</source>
            <translation>타일당 MTE2 이벤트 &gt; 20, 한 번의 전송 &lt; 16 KB.</translation>
        </message>
        <message>
            <source>MTE inefficiency, UB waste from padding.</source>
            <translation>MTE 비효율, 패딩으로 UB 낭비.</translation>
        </message>
        <message>
            <source>tiling covers the whole block</source>
            <translation>타일링이 블록 전체를 덮음</translation>
        </message>
        <message>
            <source>Compile error "ub overflow, requires X bits while 1572864 bits available".</source>
            <translation>컴파일 오류 "ub overflow, requires X bits while 1572864 bits available".</translation>
        </message>
        <message>
            <source>aiv_vec_bank(group)_cflt_ratio &gt; 5%.</source>
            <translation>aiv_vec_bank(group)_cflt_ratio &gt; 5%.</translation>
        </message>
        <message>
            <source>lg_throttle / membar stalls.</source>
            <translation>lg_throttle / membar 스톨.</translation>
        </message>
        <message>
            <source>Extra shared-memory traffic and conversions.</source>
            <translation>추가 공유 메모리 트래픽과 변환.</translation>
        </message>
        <message>
            <source>accuracy of the new fp8 type</source>
            <translation>새 fp8 타입의 정확도</translation>
        </message>
        <message>
            <source>Slow dot with fp8e4b15.</source>
            <translation>fp8e4b15로 느린 dot.</translation>
        </message>
        <message>
            <source>tf32 accuracy must be acceptable (tf32x3 if not)</source>
            <translation>tf32 정확도를 받아들일 수 있어야 함(아니면 tf32x3)</translation>
        </message>
        <message>
            <source>FMA-bound matmul; no tensor-core instructions.</source>
            <translation>FMA 한계 matmul; 텐서 코어 명령 없음.</translation>
        </message>
        <message>
            <source>numel &lt; 2^31 for every tensor indexed</source>
            <translation>인덱싱하는 모든 텐서에서 numel &lt; 2^31</translation>
        </message>
        <message>
            <source>64-bit divisions and remainders of index tensors (arith.divsi/remsi on i64 in the TTIR); extra integer instructions (mul.wide, 64-bit add chains).</source>
            <translation>인덱스 텐서의 64비트 나눗셈과 나머지(TTIR의 i64 arith.divsi/remsi); 추가 정수 명령(mul.wide, 64비트 덧셈 체인).</translation>
        </message>
        <message>
            <source>check uncoalesced access first</source>
            <translation>비병합 접근을 먼저 확인</translation>
        </message>
        <message>
            <source>Both DRAM and SM throughput below 40% of peak.</source>
            <translation>DRAM과 SM 처리량이 모두 최대치의 40% 미만.</translation>
        </message>
        <message>
            <source>every element still processed exactly once</source>
            <translation>모든 원소를 여전히 정확히 한 번 처리</translation>
        </message>
        <message>
            <source>Nsight LaunchConfiguration rule: partial last wave or too small grid.</source>
            <translation>Nsight LaunchConfiguration 규칙: 마지막 웨이브가 불완전하거나 그리드가 너무 작음.</translation>
        </message>
        <message>
            <source>only worth changing when the conversion is inside the main loop</source>
            <translation>변환이 메인 루프 안에 있을 때만 바꿀 가치가 있음</translation>
        </message>
        <message>
            <source>Shared-memory stores/loads and barriers around layout changes.</source>
            <translation>레이아웃 변경 주변의 공유 메모리 저장/로드와 배리어.</translation>
        </message>
        <message>
            <source>tail elements still masked</source>
            <translation>끝부분 원소는 여전히 마스크됨</translation>
        </message>
        <message>
            <source>Remark: origin vec &gt; 1 but final vec = 1.</source>
            <translation>리마크: origin vec &gt; 1이지만 final vec = 1.</translation>
        </message>
        <message>
            <source>numerics of lower precision must be acceptable</source>
            <translation>낮은 정밀도의 수치를 받아들일 수 있어야 함</translation>
        </message>
        <message>
            <source>DRAM throughput above 70% of peak.</source>
            <translation>DRAM 처리량이 최대치의 70% 초과.</translation>
        </message>
        <message>
            <source>the hints must be true for every launch</source>
            <translation>힌트가 모든 실행에서 참이어야 함</translation>
        </message>
        <message>
            <source>vec = 1 loads although data is contiguous.</source>
            <translation>데이터가 연속인데도 vec = 1 로드.</translation>
        </message>
        <message>
            <source>the operand's storage order can change (a weight stored once, used many times), or the transpose is paid once outside the loop</source>
            <translation>피연산자의 저장 순서를 바꿀 수 있거나(한 번 저장해 여러 번 쓰는 가중치), 전치를 루프 밖에서 한 번만 치름</translation>
        </message>
        <message>
            <source>ttg.local_alloc or async copy from a blocked layout into a shared layout of the other order; narrow cp.async or st.shared per element.</source>
            <translation>blocked 레이아웃에서 반대 순서의 shared 레이아웃으로의 ttg.local_alloc 또는 비동기 복사; 원소마다 좁은 cp.async 또는 st.shared.</translation>
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
            <translation>BLOCK_K &gt;= 256 / 피연산자 비트 폭</translation>
        </message>
        <message>
            <source>num_warps % 4 == 0</source>
            <translation>num_warps % 4 == 0</translation>
        </message>
        <message>
            <source>Low tensor-pipe utilisation on sm90; PTX uses mma.sync, not wgmma.mma_async.</source>
            <translation>sm90에서 텐서 파이프 사용률 낮음; PTX가 wgmma.mma_async가 아닌 mma.sync를 씀.</translation>
        </message>
        <message>
            <source>the row (or chunk) must fit in registers without spills</source>
            <translation>행(또는 청크)이 스필 없이 레지스터에 들어가야 함</translation>
        </message>
        <message>
            <source>numerics: online softmax rescales partial sums</source>
            <translation>수치: 온라인 softmax가 부분합을 다시 스케일함</translation>
        </message>
        <message>
            <source>A row is loaded once per pass (max, sum, normalise): global traffic is a multiple of the data size.</source>
            <translation>행을 패스마다 한 번씩 로드함(max, sum, 정규화): 전역 트래픽이 데이터 크기의 배수.</translation>
        </message>
        <message>
            <source>mapping must still cover every tile exactly once</source>
            <translation>매핑이 여전히 모든 타일을 정확히 한 번 덮어야 함</translation>
        </message>
        <message>
            <source>Low L2 hit rate for A/B tiles; DRAM bytes well above the ideal.</source>
            <translation>A/B 타일의 L2 적중률 낮음; DRAM 바이트가 이상치보다 훨씬 많음.</translation>
        </message>
        <message>
            <source>shared memory for num_stages buffers must fit (metadata.shared &lt;= device maximum)</source>
            <translation>num_stages개 버퍼의 공유 메모리가 들어가야 함(metadata.shared &lt;= 장치 최대치)</translation>
        </message>
        <message>
            <source>loop must be innermost with no loop-carried distance &gt; 1</source>
            <translation>루프가 가장 안쪽이어야 하고 반복 간 거리 &gt; 1인 의존이 없어야 함</translation>
        </message>
        <message>
            <source>Long-scoreboard stalls in the K loop; no cp.async or TMA in PTX.</source>
            <translation>K 루프의 long-scoreboard 스톨; PTX에 cp.async나 TMA 없음.</translation>
        </message>
        <message>
            <source>the producer of the operand can change its layout</source>
            <translation>피연산자를 만드는 쪽이 레이아웃을 바꿀 수 있음</translation>
        </message>
        <message>
            <source>Pipelined load of the operand disabled.</source>
            <translation>피연산자의 파이프라인 로드가 꺼짐.</translation>
        </message>
        <message>
            <source>output identical</source>
            <translation>출력 동일</translation>
        </message>
        <message>
            <source>The grid has one program per element and the kernel has no tl.arange.</source>
            <translation>그리드가 원소마다 프로그램 하나이고 커널에 tl.arange가 없음.</translation>
        </message>
        <message>
            <source>loads still masked correctly</source>
            <translation>로드가 여전히 올바르게 마스크됨</translation>
        </message>
        <message>
            <source>Severe slowdown in the pipelined loop.</source>
            <translation>파이프라인된 루프에서 심한 속도 저하.</translation>
        </message>
        <message>
            <source>floating-point reassociation must be acceptable</source>
            <translation>부동소수점 재결합을 받아들일 수 있어야 함</translation>
        </message>
        <message>
            <source>Barrier stalls; bar.sync and shared-memory traffic each iteration.</source>
            <translation>배리어 스톨; 반복마다 bar.sync와 공유 메모리 트래픽.</translation>
        </message>
        <message>
            <source>num_warps * 32 &lt;= 1024</source>
            <translation>num_warps * 32 &lt;= 1024</translation>
        </message>
        <message>
            <source>Low issue utilisation or spills on wide rows.</source>
            <translation>넓은 행에서 이슈 사용률이 낮거나 스필.</translation>
        </message>
        <message>
            <source>no new spills (n_spills stays 0)</source>
            <translation>새 스필 없음(n_spills가 0 유지)</translation>
        </message>
        <message>
            <source>Few resident warps; latency not hidden.</source>
            <translation>상주 워프가 적음; 지연 시간이 가려지지 않음.</translation>
        </message>
        <message>
            <source>n_spills must become 0 without a slower schedule</source>
            <translation>더 느린 스케줄 없이 n_spills가 0이 되어야 함</translation>
        </message>
        <message>
            <source>Local-memory traffic; long-scoreboard stalls.</source>
            <translation>로컬 메모리 트래픽; long-scoreboard 스톨.</translation>
        </message>
        <message>
            <source>A for loop over an axis with tl.load(ptr + i) of one element per iteration.</source>
            <translation>한 축에 대한 for 루프에서 반복마다 원소 하나를 tl.load(ptr + i)로 읽음.</translation>
        </message>
        <message>
            <source>BLOCK / (num_warps * 32) &gt;= 4 for fp32 (&gt;= 8 for fp16)</source>
            <translation>fp32에서 BLOCK / (num_warps * 32) &gt;= 4 (fp16은 &gt;= 8)</translation>
        </message>
        <message>
            <source>masking must still cover the tail</source>
            <translation>마스킹이 여전히 끝부분을 덮어야 함</translation>
        </message>
        <message>
            <source>Scalar ld.global.b32 although the data is contiguous; low bytes per request.</source>
            <translation>데이터가 연속인데도 스칼라 ld.global.b32; 요청당 바이트 적음.</translation>
        </message>
        <message>
            <source>results unchanged</source>
            <translation>결과 변함없음</translation>
        </message>
        <message>
            <source>Many shared-memory wavefronts per request.</source>
            <translation>요청당 공유 메모리 웨이브프런트가 많음.</translation>
        </message>
        <message>
            <source>metadata.shared &lt;= device maximum</source>
            <translation>metadata.shared &lt;= 장치 최대치</translation>
        </message>
        <message>
            <source>One or two CTAs per SM.</source>
            <translation>SM당 CTA 한두 개.</translation>
        </message>
        <message>
            <source>reduction order for split-K</source>
            <translation>split-K의 리덕션 순서</translation>
        </message>
        <message>
            <source>Fewer blocks than SMs: the other SMs idle.</source>
            <translation>블록 수가 SM보다 적음: 나머지 SM은 놈.</translation>
        </message>
        <message>
            <source>tiles must divide or be masked against M, N, K</source>
            <translation>타일이 M, N, K를 나누거나 그에 맞게 마스크되어야 함</translation>
        </message>
        <message>
            <source>shared memory of the stages must fit</source>
            <translation>스테이지들의 공유 메모리가 들어가야 함</translation>
        </message>
        <message>
            <source>Low arithmetic intensity per CTA; many CTAs each doing tiny dots.</source>
            <translation>CTA당 산술 강도 낮음; 많은 CTA가 각각 아주 작은 dot을 함.</translation>
        </message>
        <message>
            <source>the innermost (fastest) index of each load must follow the contiguous axis of its tensor</source>
            <translation>각 로드의 가장 안쪽(가장 빠른) 인덱스가 텐서의 연속 축을 따라야 함</translation>
        </message>
        <message>
            <source>results must be bit-identical: only the access order changes</source>
            <translation>결과가 비트 단위로 같아야 함: 접근 순서만 바뀜</translation>
        </message>
        <message>
            <source>Global loads move one 32-bit element per thread; Nsight reports excessive sectors per request.</source>
            <translation>전역 로드가 스레드당 32비트 원소 하나를 옮김; Nsight가 요청당 섹터 과다를 보고함.</translation>
        </message>
        <message>
            <source>correctness unaffected; only launch parameters change</source>
            <translation>정확성에는 영향 없음: 실행 매개변수만 바뀜</translation>
        </message>
        <message>
            <source>Nsight Compute TheoreticalOccupancy rule fired.</source>
            <translation>Nsight Compute TheoreticalOccupancy 규칙이 발동함.</translation>
        </message>
        <message>
            <source>masking covers the tail</source>
            <translation>마스킹이 끝부분을 덮음</translation>
        </message>
        <message>
            <source>Launch and scheduling overhead dominate.</source>
            <translation>실행과 스케줄링 오버헤드가 지배적.</translation>
        </message>
        <message>
            <source>pad the row length (tail axis) of the storage to a multiple of 16 bytes, or pass rows that start on 16-byte boundaries; the padding must not change the result (masked out, or filled with a neutral value)</source>
            <translation>저장소의 행 길이(마지막 축)를 16바이트 배수로 패딩하거나 16바이트 경계에서 시작하는 행을 넘김; 패딩이 결과를 바꾸면 안 됨(마스크하거나 중립값으로 채움)</translation>
        </message>
        <message>
            <source>Scalar ld.global/st.global on contiguous rows; the row stride argument lacks tt.divisibility = 16.</source>
            <translation>연속 행에서 스칼라 ld.global/st.global; 행 stride 인자에 tt.divisibility = 16이 없음.</translation>
        </message>
        <message>
            <source>Global stores of 32 or 64 bits where each thread holds more contiguous elements; the compiler remark says the store vector width fell to 1.</source>
            <translation>각 스레드가 더 많은 연속 원소를 가지는데 32 또는 64비트 전역 저장; 컴파일러 리마크는 저장 벡터 폭이 1로 떨어졌다고 함.</translation>
        </message>
        <message>
            <source>Tensor utilisation lower than expected on Blackwell.</source>
            <translation>Blackwell에서 텐서 사용률이 기대보다 낮음.</translation>
        </message>
        <message>
            <source>n_spills stays 0 for the largest case</source>
            <translation>가장 큰 케이스에서 n_spills가 0 유지</translation>
        </message>
        <message>
            <source>Fine for moderate rows; for very wide rows register pressure and spills grow with BLOCK.</source>
            <translation>적당한 행에는 괜찮음; 아주 넓은 행에서는 BLOCK에 따라 레지스터 압박과 스필이 커짐.</translation>
        </message>
        <message>
            <source>every element of the output is stored by the kernel: an unconditional tl.store whose mask is only offsets &lt; n, over a grid that covers n</source>
            <translation>커널이 출력의 모든 원소를 저장함: 마스크가 offsets &lt; n뿐인 무조건 tl.store, n을 덮는 그리드</translation>
        </message>
        <message>
            <source>nothing reads the zeros: no tl.load or atomic of the output, no accumulation into it, no other use in the wrapper</source>
            <translation>아무것도 0을 읽지 않음: 출력에 대한 tl.load나 원자 연산, 누적, 래퍼의 다른 사용이 없음</translation>
        </message>
        <message>
            <source>A fill kernel before the operator's kernel; the output's bytes written twice.</source>
            <translation>연산자 커널 앞의 채우기 커널; 출력 바이트를 두 번 씀.</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>the name '%1' is not 1-64 letters, digits, '.', '_' or '-'</source>
            <translation>이름 '%1'은(는) 1-64자의 문자, 숫자, '.', '_', '-'가 아닙니다</translation>
        </message>
        <message>
            <source>cannot write the settings file %1</source>
            <translation>설정 파일 %1을(를) 쓸 수 없음</translation>
        </message>
    </context>
    <context>
        <name>Store</name>
        <message>
            <source>the database is not open</source>
            <translation>데이터베이스가 열려 있지 않습니다</translation>
        </message>
        <message>
            <source>%1 is busy: another process has held its write lock for more than five seconds; nothing was written</source>
            <translation>%1 사용 중: 다른 프로세스가 5초 넘게 쓰기 잠금을 갖고 있습니다; 아무것도 기록되지 않았습니다</translation>
        </message>
        <message>
            <source>%1: cannot start a transaction: %2</source>
            <translation>%1: 트랜잭션을 시작할 수 없습니다: %2</translation>
        </message>
        <message>
            <source>no transaction to commit</source>
            <translation>커밋할 트랜잭션이 없습니다</translation>
        </message>
    </context>
    <context>
        <name>Tasks</name>
        <message>
            <source>cannot create a temporary folder for the harness: %1</source>
            <translation>하네스용 임시 폴더를 만들 수 없음: %1</translation>
        </message>
        <message>
            <source>cannot write %1</source>
            <translation>%1을(를) 쓸 수 없음</translation>
        </message>
        <message>
            <source>cannot start %1 (the harness needs python3; set LOWERSCOPE_PYTHON): %2</source>
            <translation>%1을(를) 시작할 수 없음 (하네스에는 python3가 필요함; LOWERSCOPE_PYTHON 설정): %2</translation>
        </message>
        <message>
            <source>the harness did not finish within %1 s</source>
            <translation>하네스가 %1초 안에 끝나지 않음</translation>
        </message>
        <message>
            <source>unreadable harness output: %1</source>
            <translation>읽을 수 없는 하네스 출력: %1</translation>
        </message>
        <message>
            <source>the harness failed (exit code %1)</source>
            <translation>하네스 실패 (종료 코드 %1)</translation>
        </message>
        <message>
            <source>unknown backend '%1' (known: %2)</source>
            <translation>알 수 없는 백엔드 '%1' (알려진 것: %2)</translation>
        </message>
        <message>
            <source>%1: cannot write (%2)</source>
            <translation>%1: 쓸 수 없음 (%2)</translation>
        </message>
        <message>
            <source>shape %1 of %2 scaled x%3</source>
            <translation>%2의 형상 %1, x%3 확대</translation>
        </message>
        <message>
            <source>shape %1 of %2</source>
            <translation>%2의 형상 %1</translation>
        </message>
        <message>
            <source>cannot read the operator file: %1</source>
            <translation>연산자 파일을 읽을 수 없음: %1</translation>
        </message>
        <message>
            <source>cannot read the perf file: %1</source>
            <translation>성능 파일을 읽을 수 없음: %1</translation>
        </message>
        <message>
            <source>the test is vacuous: %1</source>
            <translation>테스트가 아무것도 검사하지 않음: %1</translation>
        </message>
        <message>
            <source>a task needs five cases, and they come from the perf file: give PERF_FILE</source>
            <translation>작업에는 다섯 개의 케이스가 필요하며 성능 파일에서 가져옴: PERF_FILE을 지정하세요</translation>
        </message>
        <message>
            <source>cannot record the hashes: %1</source>
            <translation>해시를 기록할 수 없음: %1</translation>
        </message>
        <message>
            <source>the name '%1' is a folder, not a name</source>
            <translation>이름 '%1'은(는) 이름이 아니라 폴더임</translation>
        </message>
        <message>
            <source>the name '%1' is not 1-%2 letters, digits, '_', '-' or '.' (no '/' or other separators)</source>
            <translation>이름 '%1'은(는) 1-%2자의 문자, 숫자, '_', '-', '.'가 아님 ('/'나 다른 구분자는 안 됨)</translation>
        </message>
        <message>
            <source>%1: missing</source>
            <translation>%1: 없음</translation>
        </message>
        <message>
            <source>%1: resolves to %2, outside the folder %3 (a task names only its own files)</source>
            <translation>%1: %2(으)로 확인되어 폴더 %3 밖에 있음 (작업은 자신의 파일만 지정할 수 있음)</translation>
        </message>
        <message>
            <source>%1: not a file</source>
            <translation>%1: 파일이 아님</translation>
        </message>
        <message>
            <source>%1 more problems are not listed</source>
            <translation>문제 %1개는 더 표시하지 않음</translation>
        </message>
        <message>
            <source>%1: not a JSON object (%2)</source>
            <translation>%1: JSON 객체가 아님 (%2)</translation>
        </message>
        <message>
            <source>task '%1': its initial kernel failed calibration: %2</source>
            <translation>작업 '%1': 초기 커널이 보정에 실패함: %2</translation>
        </message>
        <message>
            <source>task '%1' was imported and never calibrated: the arguments it writes and the cases it can run were read from its files, not observed (lowerscope tasks calibrate %2 --runner PROFILE)</source>
            <translation>작업 '%1'은(는) 가져온 뒤 보정된 적이 없음: 쓰는 인수와 실행할 수 있는 케이스는 관찰한 것이 아니라 파일에서 읽은 것임 (lowerscope tasks calibrate %2 --runner PROFILE)</translation>
        </message>
        <message>
            <source>task '%1': unknown calibration status '%2'</source>
            <translation>작업 '%1': 알 수 없는 보정 상태 '%2'</translation>
        </message>
        <message>
            <source>%1: calibration result refused: %2</source>
            <translation>%1: 보정 결과 거부됨: %2</translation>
        </message>
        <message>
            <source>it is not a calibration result</source>
            <translation>보정 결과가 아님</translation>
        </message>
        <message>
            <source>it is for the task '%1'</source>
            <translation>작업 '%1'의 결과임</translation>
        </message>
        <message>
            <source>the task's frozen hashes differ from those it ran with (the task changed since)</source>
            <translation>작업의 고정된 해시가 실행 당시의 해시와 다름 (그 뒤 작업이 변경됨)</translation>
        </message>
        <message>
            <source>%1 slotList for %2 cases</source>
            <translation>케이스 %2개에 slotList %1개</translation>
        </message>
        <message>
            <source>slot %1 is out of order</source>
            <translation>슬롯 %1의 순서가 어긋남</translation>
        </message>
        <message>
            <source>slot %1 names alternate %2, which the task does not have</source>
            <translation>슬롯 %1이(가) 작업에 없는 대체 케이스 %2을(를) 지정함</translation>
        </message>
        <message>
            <source>alternate %1 is used twice</source>
            <translation>대체 케이스 %1이(가) 두 번 사용됨</translation>
        </message>
        <message>
            <source>slot %1 takes alternate %2, which is not smaller than the case it replaces</source>
            <translation>슬롯 %1이(가) 대체 케이스 %2을(를) 쓰지만, 이는 대체하는 케이스보다 작지 않음</translation>
        </message>
        <message>
            <source>slot %1 was replaced without a reason</source>
            <translation>슬롯 %1이(가) 이유 없이 대체됨</translation>
        </message>
        <message>
            <source>case %1 (%2) replaced by %3: %4</source>
            <translation>케이스 %1 (%2)을(를) %3(으)로 대체함: %4</translation>
        </message>
        <message>
            <source>case %1 (%2): %3</source>
            <translation>케이스 %1 (%2): %3</translation>
        </message>
        <message>
            <source>not run</source>
            <translation>실행되지 않음</translation>
        </message>
        <message>
            <source>slot %1: %2 roles for %3 arguments</source>
            <translation>슬롯 %1: 인수 %3개에 역할 %2개</translation>
        </message>
        <message>
            <source>slot %1: a role for the scalar argument %2</source>
            <translation>슬롯 %1: 스칼라 인수 %2에 역할이 있음</translation>
        </message>
        <message>
            <source>slot %1: argument %2 has the role '%3'</source>
            <translation>슬롯 %1: 인수 %2의 역할이 '%3'임</translation>
        </message>
        <message>
            <source>case %1: argument %2 is %3, not %4 (observed)</source>
            <translation>케이스 %1: 인수 %2은(는) %4이(가) 아니라 %3임 (관찰됨)</translation>
        </message>
        <message>
            <source>slot %1: outputs '%2'</source>
            <translation>슬롯 %1: outputs '%2'</translation>
        </message>
        <message>
            <source>case %1: %2 bytes counted, but its tensors move at least %3 (each input read once, each output written once): the case uses %3</source>
            <translation>케이스 %1: %2바이트로 집계되었지만 텐서가 최소 %3바이트를 옮김 (각 입력은 한 번 읽고 각 출력은 한 번 씀): 케이스는 %3바이트를 사용함</translation>
        </message>
        <message>
            <source>its status '%1' disagrees with its cases</source>
            <translation>상태 '%1'이(가) 케이스와 맞지 않음</translation>
        </message>
        <message>
            <source>%1: cannot record the hashes: %2</source>
            <translation>%1: 해시를 기록할 수 없음: %2</translation>
        </message>
    </context>
    <context>
        <name>Trajectory</name>
        <message>
            <source>%1: cannot read the IR of %2</source>
            <translation>%1: %2의 IR을 읽을 수 없습니다</translation>
        </message>
        <message>
            <source>the kernel's Python source is not in this folder</source>
            <translation>커널의 Python 소스가 이 폴더에 없습니다</translation>
        </message>
        <message>
            <source>more than 100000 files; the rest were not read</source>
            <translation>파일이 100000개를 넘어 나머지는 읽지 않았습니다</translation>
        </message>
        <message>
            <source>cannot be read: %1</source>
            <translation>읽을 수 없습니다: %1</translation>
        </message>
        <message>
            <source>%1 bytes: larger than the %2 bytes a trajectory file may have; skipped</source>
            <translation>%1바이트: 궤적 파일 허용 크기 %2바이트를 넘어 건너뜁니다</translation>
        </message>
        <message>
            <source>gzip: %1; read what could be inflated</source>
            <translation>gzip: %1; 압축을 풀 수 있었던 부분만 읽었습니다</translation>
        </message>
        <message>
            <source>no such file or folder</source>
            <translation>해당 파일이나 폴더가 없습니다</translation>
        </message>
        <message>
            <source>not a JSON object: %1</source>
            <translation>JSON 객체가 아닙니다: %1</translation>
        </message>
        <message>
            <source>compilation event without metadata.name</source>
            <translation>metadata.name이 없는 compilation 이벤트</translation>
        </message>
        <message>
            <source>gzip: inflates to more than %1 bytes (%2 times its %3 compressed bytes); skipped</source>
            <translation>gzip: 압축 해제 시 %1바이트를 넘음 (압축된 %3바이트의 %2배); 건너뜀</translation>
        </message>
        <message>
            <source>zlib init failed</source>
            <translation>zlib 초기화 실패</translation>
        </message>
        <message>
            <source>gzip stream ends early</source>
            <translation>gzip 스트림이 일찍 끝남</translation>
        </message>
        <message>
            <source>corrupt gzip data</source>
            <translation>손상된 gzip 데이터</translation>
        </message>
        <message>
            <source>gzip data larger than %1 bytes</source>
            <translation>gzip 데이터가 %1바이트보다 큼</translation>
        </message>
    </context>
    <context>
        <name>UserFile</name>
        <message>
            <source>a directory</source>
            <translation>디렉터리</translation>
        </message>
        <message>
            <source>a FIFO</source>
            <translation>FIFO</translation>
        </message>
        <message>
            <source>a device</source>
            <translation>장치</translation>
        </message>
        <message>
            <source>a socket</source>
            <translation>소켓</translation>
        </message>
        <message>
            <source>a special file</source>
            <translation>특수 파일</translation>
        </message>
        <message>
            <source>%1: not a regular file (%2)</source>
            <translation>%1: 일반 파일이 아님 (%2)</translation>
        </message>
        <message>
            <source>%1: cannot read: %2</source>
            <translation>%1: 읽을 수 없습니다: %2</translation>
        </message>
        <message>
            <source>%1: %2 bytes: larger than the %3 bytes this file may have</source>
            <translation>%1: %2바이트: 이 파일에 허용된 %3바이트보다 큼</translation>
        </message>
        <message>
            <source>%1: larger than the %2 bytes this file may have</source>
            <translation>%1: 이 파일에 허용된 %2바이트보다 큼</translation>
        </message>
    </context>
    <context>
        <name>Workspace</name>
        <message>
            <source>%1 is not a Lowerscope workspace (SQLite application id %2)</source>
            <translation>%1은(는) Lowerscope 작업 공간이 아닙니다 (SQLite 애플리케이션 ID %2)</translation>
        </message>
        <message>
            <source>%1 was written by a newer Lowerscope (schema version %2; this build reads up to %3); open it with that version or use another --workspace</source>
            <translation>%1은(는) 더 새로운 Lowerscope가 작성했습니다 (스키마 버전 %2; 이 빌드는 %3까지 읽음); 해당 버전으로 열거나 다른 --workspace를 사용하십시오</translation>
        </message>
        <message>
            <source>%1: cannot upgrade the workspace to schema version %2: %3</source>
            <translation>%1: 작업 공간을 스키마 버전 %2(으)로 업그레이드할 수 없습니다: %3</translation>
        </message>
        <message>
            <source>%1: no workspace here (nothing recorded yet)</source>
            <translation>%1: 여기에 작업 공간이 없습니다 (아직 기록된 것이 없음)</translation>
        </message>
        <message>
            <source>%1: cannot create the workspace folder</source>
            <translation>%1: 작업 공간 폴더를 만들 수 없습니다</translation>
        </message>
        <message>
            <source>%1: cannot open: %2</source>
            <translation>%1: 열 수 없습니다: %2</translation>
        </message>
        <message>
            <source>no round %1 in this workspace</source>
            <translation>이 작업 공간에 라운드 %1이(가) 없습니다</translation>
        </message>
        <message>
            <source>no pattern proposal %1 in this workspace</source>
            <translation>이 작업 공간에 패턴 제안 %1이(가) 없습니다</translation>
        </message>
        <message>
            <source>a proposal can only be approved or rejected, not '%1'</source>
            <translation>제안은 승인 또는 거부만 가능하며 '%1'일 수 없습니다</translation>
        </message>
        <message>
            <source>proposal %1 was already %2 on %3</source>
            <translation>제안 %1은(는) 이미 %3에 %2 처리되었습니다</translation>
        </message>
        <message>
            <source>%1.%2: expected %3</source>
            <translation>%1.%2: %3이(가) 필요합니다</translation>
        </message>
        <message>
            <source>%1: expected {"name", "source" or "path"}</source>
            <translation>%1: {"name", "source" 또는 "path"}가 필요합니다</translation>
        </message>
        <message>
            <source>%1:%2: not valid JSON: %3</source>
            <translation>%1:%2: 올바른 JSON이 아닙니다: %3</translation>
        </message>
        <message>
            <source>%1: expected a round object</source>
            <translation>%1: 라운드 객체가 필요합니다</translation>
        </message>
        <message>
            <source>%1: no rounds in this file</source>
            <translation>%1: 이 파일에 라운드가 없습니다</translation>
        </message>
        <message>
            <source>%1: %2 must be one of %3, not '%4'</source>
            <translation>%1: %2은(는) %3 중 하나여야 하며 '%4'일 수 없습니다</translation>
        </message>
        <message>
            <source>%1: a round is done exactly when it has an outcome</source>
            <translation>%1: 라운드는 결과가 있을 때에만 완료 상태입니다</translation>
        </message>
        <message>
            <source>%1: operator %2 was recorded for backend %3, not %4</source>
            <translation>%1: 연산자 %2은(는) %4가 아니라 백엔드 %3용으로 기록되었습니다</translation>
        </message>
        <message>
            <source>%1: operator %2 already has a different initial kernel; nothing was changed</source>
            <translation>%1: 연산자 %2에는 이미 다른 초기 커널이 있습니다; 아무것도 변경되지 않았습니다</translation>
        </message>
        <message>
            <source>%1: case %2 of %3 was recorded with other baseline values; nothing was changed</source>
            <translation>%1: %3의 케이스 %2은(는) 다른 기준값으로 기록되었습니다; 아무것도 변경되지 않았습니다</translation>
        </message>
        <message>
            <source>operator %1 has no case %2 (declare it under "cases" first)</source>
            <translation>연산자 %1에는 케이스 %2이(가) 없습니다 (먼저 "cases"에 선언하십시오)</translation>
        </message>
        <message>
            <source>case %1 already has a different validation result; nothing was changed</source>
            <translation>케이스 %1에는 이미 다른 검증 결과가 있습니다; 아무것도 변경되지 않았습니다</translation>
        </message>
        <message>
            <source>%1: "operator" is missing</source>
            <translation>%1: "operator"가 없습니다</translation>
        </message>
        <message>
            <source>%1: round %2 of %3 exists and is done (%4); a done round is never changed</source>
            <translation>%1: %3의 라운드 %2이(가) 존재하며 완료되었습니다 (%4); 완료된 라운드는 변경되지 않습니다</translation>
        </message>
        <message>
            <source>%1: round %2 of %3 exists and is unfinished (%4); continue it with `lowerscope rounds resume`</source>
            <translation>%1: %3의 라운드 %2이(가) 존재하며 완료되지 않았습니다 (%4); `lowerscope rounds resume`으로 계속하십시오</translation>
        </message>
        <message>
            <source>the round already has a different %1; nothing was changed</source>
            <translation>라운드에 이미 다른 %1이(가) 있습니다; 아무것도 변경되지 않았습니다</translation>
        </message>
        <message>
            <source>round %1 of %2 is done (%3); a done round is never changed</source>
            <translation>%2의 라운드 %1은(는) 완료되었습니다 (%3); 완료된 라운드는 변경되지 않습니다</translation>
        </message>
        <message>
            <source>%1 has no unfinished round to resume</source>
            <translation>%1에는 재개할 완료되지 않은 라운드가 없습니다</translation>
        </message>
        <message>
            <source>%1 has %2 unfinished rounds; say which with "index"</source>
            <translation>%1에는 완료되지 않은 라운드가 %2개 있습니다; "index"로 지정하십시오</translation>
        </message>
        <message>
            <source>round %1 of %2 is %3 and cannot go back to %4</source>
            <translation>%2의 라운드 %1은(는) %3 상태이며 %4(으)로 되돌릴 수 없습니다</translation>
        </message>
        <message>
            <source>the round already has different findings; nothing was changed</source>
            <translation>라운드에 이미 다른 진단 결과가 있습니다; 아무것도 변경되지 않았습니다</translation>
        </message>
        <message>
            <source>the round already has a different kernel; nothing was changed</source>
            <translation>라운드에 이미 다른 커널이 있습니다; 아무것도 변경되지 않았습니다</translation>
        </message>
        <message>
            <source>%1: cannot record the run %2 of batch %3: %4</source>
            <translation>%1: 배치 %3의 실행 %2을(를) 기록할 수 없음: %4</translation>
        </message>
        <message>
            <source>the round already has a different rewrite origin; nothing was changed</source>
            <translation>라운드에 이미 다른 재작성 출처가 있습니다. 아무것도 바뀌지 않았습니다</translation>
        </message>
        <message>
            <source>the round already has a different model exchange; nothing was changed</source>
            <translation>라운드에 이미 다른 모델 교환이 있습니다. 아무것도 바뀌지 않았습니다</translation>
        </message>
        <message>
            <source>%1: cannot record the export of batch %2: %3</source>
            <translation>%1: 배치 %2의 내보내기를 기록할 수 없음: %3</translation>
        </message>
        <message>
            <source>%1: cannot record the export of request %2 of batch %3: %4</source>
            <translation>%1: 배치 %3의 요청 %2 내보내기를 기록할 수 없음: %4</translation>
        </message>
        <message>
            <source>%1: the request %2 of batch %3 is not waiting for a result (never exported, finished or superseded); nothing was recorded</source>
            <translation>%1: 배치 %3의 요청 %2은(는) 결과를 기다리고 있지 않습니다 (내보낸 적 없음, 완료됨 또는 대체됨); 아무것도 기록되지 않았습니다</translation>
        </message>
        <message>
            <source>%1: cannot record the evidence of %2 (%3): %4</source>
            <translation>%1: %2 (%3)의 증거를 기록할 수 없음: %4</translation>
        </message>
        <message>
            <source>%1: cannot record the agent session: %2</source>
            <translation>%1: 에이전트 세션을 기록할 수 없음: %2</translation>
        </message>
        <message>
            <source>%1: cannot record the agent session's task %2: %3</source>
            <translation>%1: 에이전트 세션의 작업 %2을(를) 기록할 수 없음: %3</translation>
        </message>
    </context>
</TS>
