<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
    <context>
        <name>Charts</name>
        <message>
            <source>Kernel time breakdown</source>
            <translation>Desglose del tiempo por kernel</translation>
        </message>
        <message>
            <source>total time</source>
            <translation>tiempo total</translation>
        </message>
        <message>
            <source>other (%1 kernels)</source>
            <translation>otros (%1 kernels)</translation>
        </message>
        <message>
            <source>Roofline: %1, memory %2 TB/s</source>
            <translation>Roofline: %1, memoria %2 TB/s</translation>
        </message>
        <message>
            <source>FP32</source>
            <translation>FP32</translation>
        </message>
        <message>
            <source>Tensor FP16</source>
            <translation>Tensor FP16</translation>
        </message>
        <message>
            <source>Tensor FP8</source>
            <translation>Tensor FP8</translation>
        </message>
        <message>
            <source>Speedup per round</source>
            <translation>Aceleración por ronda</translation>
        </message>
        <message>
            <source>round</source>
            <translation>ronda</translation>
        </message>
        <message>
            <source>speedup (×)</source>
            <translation>aceleración (×)</translation>
        </message>
        <message>
            <source>speedup</source>
            <translation>aceleración</translation>
        </message>
        <message>
            <source>Speedup over the PyTorch reference</source>
            <translation>Aceleración frente a la referencia de PyTorch</translation>
        </message>
        <message>
            <source>total time (%1)</source>
            <translation>tiempo total (%1)</translation>
        </message>
        <message>
            <source>busy share of that core's time (%)</source>
            <translation>fracción ocupada del tiempo de ese núcleo (%)</translation>
        </message>
        <message>
            <source>%1 · block %2 %3</source>
            <translation>%1 · bloque %2 %3</translation>
        </message>
        <message>
            <source>%1 · cube core</source>
            <translation>%1 · núcleo cube</translation>
        </message>
        <message>
            <source>%1 · vector core</source>
            <translation>%1 · núcleo vectorial</translation>
        </message>
        <message>
            <source>Ascend pipe utilisation per core (%1 of %2, longest kernels first)</source>
            <translation>Uso de pipes de Ascend por núcleo (%1 de %2, kernels más largos primero)</translation>
        </message>
        <message>
            <source>Ascend pipe utilisation per core</source>
            <translation>Uso de pipes de Ascend por núcleo</translation>
        </message>
        <message>
            <source>%1 is not on a roofline: the profile names no device with a known memory bandwidth and peak FLOP/s.</source>
            <translation>%1 no está en un roofline: el perfil no nombra ningún dispositivo con ancho de banda de memoria y FLOP/s máximos conocidos.</translation>
        </message>
        <message>
            <source>%1 is not on the roofline: there is no bench.json with its FLOPs, bytes and time.</source>
            <translation>%1 no está en el roofline: no hay un bench.json con sus FLOPs, bytes y tiempo.</translation>
        </message>
        <message>
            <source>%1 is not on the roofline: bench.json has no case of it.</source>
            <translation>%1 no está en el roofline: bench.json no tiene ningún caso suyo.</translation>
        </message>
        <message>
            <source>%1 is not on the roofline: its benchmark cases count no FLOPs or no bytes (a kernel that only moves data has no arithmetic intensity).</source>
            <translation>%1 no está en el roofline: sus casos de benchmark no cuentan FLOPs o bytes (un kernel que solo mueve datos no tiene intensidad aritmética).</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>warning</source>
            <translation>advertencia</translation>
        </message>
        <message>
            <source>User-interface language (de, es, ko, zh_CN, en).</source>
            <translation>Idioma de la interfaz (de, es, ko, zh_CN, en).</translation>
        </message>
        <message>
            <source>CODE</source>
            <translation>CÓDIGO</translation>
        </message>
        <message>
            <source>Workspace folder (rounds, operators).</source>
            <translation>Carpeta del espacio de trabajo (rondas, operadores).</translation>
        </message>
        <message>
            <source>DIR</source>
            <translation>DIR</translation>
        </message>
        <message>
            <source>Knowledge-base file.</source>
            <translation>Archivo de la base de conocimiento.</translation>
        </message>
        <message>
            <source>FILE</source>
            <translation>ARCHIVO</translation>
        </message>
        <message>
            <source>Print exactly one JSON document on stdout.</source>
            <translation>Imprimir exactamente un documento JSON en stdout.</translation>
        </message>
        <message>
            <source>Render the main window to a PNG file and exit.</source>
            <translation>Renderizar la ventana principal en un archivo PNG y salir.</translation>
        </message>
        <message>
            <source>Subcommands:</source>
            <translation>Subcomandos:</translation>
        </message>
        <message>
            <source>Lowerscope diagnoses why a Triton kernel is slow: pattern triage, profiling, IR attribution along the lowering trajectory, compiler knowledge.</source>
            <translation>Lowerscope diagnostica por qué un kernel de Triton es lento: triaje por patrones, perfilado, atribución en la IR a lo largo de la trayectoria de compilación, conocimiento del compilador.</translation>
        </message>
        <message>
            <source>What to do; see the list above.</source>
            <translation>Qué hacer; vea la lista de arriba.</translation>
        </message>
        <message>
            <source>Usage: lowerscope %1</source>
            <translation>Uso: lowerscope %1</translation>
        </message>
        <message>
            <source>unknown subcommand '%1' (see lowerscope --help)</source>
            <translation>subcomando desconocido «%1» (vea lowerscope --help)</translation>
        </message>
        <message>
            <source>internal error: %1</source>
            <translation>error interno: %1</translation>
        </message>
        <message>
            <source>internal error</source>
            <translation>error interno</translation>
        </message>
        <message>
            <source>stages</source>
            <translation>etapas</translation>
        </message>
        <message>
            <source>known passes</source>
            <translation>pases conocidos</translation>
        </message>
        <message>
            <source>%1 cores, %2 TB/s, ridge %3 FLOP/B (fp32), %4 FLOP/B (fp16 matrix)</source>
            <translation>%1 núcleos, %2 TB/s, punto de inflexión %3 FLOP/B (fp32), %4 FLOP/B (matriz fp16)</translation>
        </message>
        <message>
            <source>List the backend plugins, their lowering stages and hardware models.</source>
            <translation>Listar los complementos de backend, sus etapas de compilación y modelos de hardware.</translation>
        </message>
        <message>
            <source>A kernel folder or file to open.</source>
            <translation>Una carpeta de kernel o un archivo para abrir.</translation>
        </message>
        <message>
            <source>%1: no such file or folder</source>
            <translation>%1: no existe ese archivo o carpeta</translation>
        </message>
        <message>
            <source>background work still running; the screenshot shows it in progress</source>
            <translation>el trabajo en segundo plano sigue en curso; la captura lo muestra en progreso</translation>
        </message>
        <message>
            <source>%1: could not write the screenshot</source>
            <translation>%1: no se pudo escribir la captura</translation>
        </message>
        <message>
            <source>%1: expected exactly one pattern, found %2</source>
            <translation>%1: se esperaba exactamente un patrón, se encontraron %2</translation>
        </message>
        <message>
            <source>category</source>
            <translation>categoría</translation>
        </message>
        <message>
            <source>backends</source>
            <translation>backends</translation>
        </message>
        <message>
            <source>severity</source>
            <translation>gravedad</translation>
        </message>
        <message>
            <source>untested</source>
            <translation>sin probar</translation>
        </message>
        <message>
            <source>detector %1 (%2, %3, weight %4)</source>
            <translation>detector %1 (%2, %3, peso %4)</translation>
        </message>
        <message>
            <source>symptom</source>
            <translation>síntoma</translation>
        </message>
        <message>
            <source>recipe</source>
            <translation>receta</translation>
        </message>
        <message>
            <source>condition</source>
            <translation>condición</translation>
        </message>
        <message>
            <source>source</source>
            <translation>código fuente</translation>
        </message>
        <message>
            <source>tried %1, accepted %2</source>
            <translation>probado %1, aceptado %2</translation>
        </message>
        <message>
            <source>%1 patterns, %2 untested, %3 compiler-knowledge entries</source>
            <translation>%1 patrones, %2 sin probar, %3 entradas de conocimiento del compilador</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns add FILE</source>
            <translation>uso: lowerscope patterns add ARCHIVO</translation>
        </message>
        <message>
            <source>added from %1</source>
            <translation>añadido desde %1</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns edit ID FILE</source>
            <translation>uso: lowerscope patterns edit ID ARCHIVO</translation>
        </message>
        <message>
            <source>%1: the file holds pattern %2, not %3</source>
            <translation>%1: el archivo contiene el patrón %2, no %3</translation>
        </message>
        <message>
            <source>edited from %1</source>
            <translation>editado desde %1</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns remove ID</source>
            <translation>uso: lowerscope patterns remove ID</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns import FILE</source>
            <translation>uso: lowerscope patterns import ARCHIVO</translation>
        </message>
        <message>
            <source>imported %1 of %2 patterns</source>
            <translation>importados %1 de %2 patrones</translation>
        </message>
        <message>
            <source>%1 added, %2 updated, %3 unchanged, %4 compiler-knowledge entries</source>
            <translation>%1 añadidos, %2 actualizados, %3 sin cambios, %4 entradas de conocimiento del compilador</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns export [FILE]</source>
            <translation>uso: lowerscope patterns export [ARCHIVO]</translation>
        </message>
        <message>
            <source>%1: cannot write: %2</source>
            <translation>%1: no se puede escribir: %2</translation>
        </message>
        <message>
            <source>unknown patterns action '%1' (list, show, add, edit, remove, import, export)</source>
            <translation>acción de patterns desconocida '%1' (list, show, add, edit, remove, import, export)</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns show ID</source>
            <translation>uso: lowerscope patterns show ID</translation>
        </message>
        <message>
            <source>%1: no pattern %2</source>
            <translation>%1: no existe el patrón %2</translation>
        </message>
        <message>
            <source>List, show, add, edit, remove, import or export the knowledge base's optimization patterns.</source>
            <translation>Listar, mostrar, añadir, editar, eliminar, importar o exportar los patrones de optimización de la base de conocimiento.</translation>
        </message>
        <message>
            <source>formats</source>
            <translation>formatos</translation>
        </message>
        <message>
            <source>device</source>
            <translation>dispositivo</translation>
        </message>
        <message>
            <source>cores</source>
            <translation>núcleos</translation>
        </message>
        <message>
            <source>events</source>
            <translation>eventos</translation>
        </message>
        <message>
            <source>tracks</source>
            <translation>pistas</translation>
        </message>
        <message>
            <source>flows</source>
            <translation>flujos</translation>
        </message>
        <message>
            <source>%1 launches, %2 µs total, %3 µs mean</source>
            <translation>%1 lanzamientos, %2 µs en total, %3 µs de media</translation>
        </message>
        <message>
            <source>estimated speedup %1%</source>
            <translation>aceleración estimada %1%</translation>
        </message>
        <message>
            <source>profile needs exactly one PATH</source>
            <translation>profile necesita exactamente una RUTA</translation>
        </message>
        <message>
            <source>no profile data recognised</source>
            <translation>no se reconocieron datos de perfil</translation>
        </message>
        <message>
            <source>Read a profile file or folder (torch.profiler, Nsight Compute, msprof, npu-compute) and derive its L2 signals.</source>
            <translation>Lee un archivo o carpeta de perfil (torch.profiler, Nsight Compute, msprof, npu-compute) y deriva sus señales L2.</translation>
        </message>
        <message>
            <source>Summarise the workspace's rounds: speedups per operator and their distribution.</source>
            <translation>Resumir las rondas del espacio de trabajo: aceleración por operador y su distribución.</translation>
        </message>
        <message>
            <source>Record, resume and list optimization rounds; distil pattern proposals from accepted rounds.</source>
            <translation>Registrar, reanudar y listar rondas de optimización; extraer propuestas de patrones de las rondas aceptadas.</translation>
        </message>
        <message>
            <source>A curator's note for approve or reject.</source>
            <translation>Una nota del curador para approve o reject.</translation>
        </message>
        <message>
            <source>TEXT</source>
            <translation>TEXTO</translation>
        </message>
        <message>
            <source>Show how a kernel's IR changed stage by stage and pass by pass, linked to its source lines.</source>
            <translation>Muestra cómo cambió el IR de un kernel etapa a etapa y pase a pase, enlazado con sus líneas de código fuente.</translation>
        </message>
        <message>
            <source>Only the kernel (Triton function) of this name.</source>
            <translation>Solo el kernel (función de Triton) con este nombre.</translation>
        </message>
        <message>
            <source>NAME</source>
            <translation>NOMBRE</translation>
        </message>
        <message>
            <source>binary data inside a pass dump; reading stopped here</source>
            <translation>datos binarios dentro de un volcado de pases; la lectura se detuvo aquí</translation>
        </message>
        <message>
            <source>pass header without a (pass-argument)</source>
            <translation>cabecera de pase sin (argumento del pase)</translation>
        </message>
        <message>
            <source>pass dump ends inside the IR of pass %1 (%2): truncated</source>
            <translation>el volcado de pases termina dentro del IR del pase %1 (%2): truncado</translation>
        </message>
        <message>
            <source>levels</source>
            <translation>niveles</translation>
        </message>
        <message>
            <source>bottleneck</source>
            <translation>cuello de botella</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>detenido</translation>
        </message>
        <message>
            <source>why</source>
            <translation>por qué</translation>
        </message>
        <message>
            <source>a rewrite must</source>
            <translation>una reescritura debe</translation>
        </message>
        <message>
            <source>diagnose needs exactly one PATH (a kernel folder or file)</source>
            <translation>diagnose necesita exactamente una RUTA (una carpeta de kernel o un archivo)</translation>
        </message>
        <message>
            <source>Diagnose a kernel folder: pattern triage (L1), profile (L2), IR attribution (L3), compiler knowledge (L4).</source>
            <translation>Diagnosticar una carpeta de kernel: triaje por patrones (L1), perfil (L2), atribución en la IR (L3), conocimiento del compilador (L4).</translation>
        </message>
        <message>
            <source>Only the kernel with this Triton function name.</source>
            <translation>Solo el kernel con este nombre de función de Triton.</translation>
        </message>
        <message>
            <source>A Triton source checkout, to locate the code that emits a remark.</source>
            <translation>Una copia del código fuente de Triton, para localizar el código que emite un aviso.</translation>
        </message>
        <message>
            <source>The backend whose hardware model estimates case times (default: cuda).</source>
            <translation>El backend cuyo modelo de hardware estima los tiempos de los casos (predeterminado: cuda).</translation>
        </message>
        <message>
            <source>ID</source>
            <translation>ID</translation>
        </message>
        <message>
            <source>The backend's device model (default: its first).</source>
            <translation>El modelo de dispositivo del backend (predeterminado: el primero).</translation>
        </message>
        <message>
            <source>usage: lowerscope tasks check DIR [--json]</source>
            <translation>uso: lowerscope tasks check DIR [--json]</translation>
        </message>
        <message>
            <source>%1: cannot check the task: %2</source>
            <translation>%1: no se puede comprobar la tarea: %2</translation>
        </message>
        <message>
            <source>%1: valid task '%2'</source>
            <translation>%1: tarea válida '%2'</translation>
        </message>
        <message>
            <source>unknown backend '%1' (known: %2)</source>
            <translation>backend desconocido '%1' (conocidos: %2)</translation>
        </message>
        <message>
            <source>backend '%1' has no hardware model</source>
            <translation>el backend '%1' no tiene modelo de hardware</translation>
        </message>
        <message>
            <source>backend '%1' has no device '%2'</source>
            <translation>el backend '%1' no tiene el dispositivo '%2'</translation>
        </message>
        <message>
            <source>usage: lowerscope tasks import-tritonbench FILE [PERF_FILE] --out DIR [--backend ID] [--device ID] [--json]</source>
            <translation>uso: lowerscope tasks import-tritonbench FILE [PERF_FILE] --out DIR [--backend ID] [--device ID] [--json]</translation>
        </message>
        <message>
            <source>%1: cannot create the folder</source>
            <translation>%1: no se puede crear la carpeta</translation>
        </message>
        <message>
            <source>refused: %1</source>
            <translation>rechazado: %1</translation>
        </message>
        <message>
            <source>imported %1 into %2 (%3 cases, estimated on %4)</source>
            <translation>%1 importado en %2 (%3 casos, estimados en %4)</translation>
        </message>
        <message>
            <source>%1: imported, but cannot check the task: %2</source>
            <translation>%1: importado, pero no se puede comprobar la tarea: %2</translation>
        </message>
        <message>
            <source>detector</source>
            <translation>detector</translation>
        </message>
        <message>
            <source>from rounds</source>
            <translation>de las rondas</translation>
        </message>
        <message>
            <source>%1 proposals, %2 new; they wait for a curator (lowerscope rounds approve|reject ID).</source>
            <translation>%1 propuestas, %2 nuevas; esperan a un curador (lowerscope rounds approve|reject ID).</translation>
        </message>
        <message>
            <source>'%1' is not a proposal id</source>
            <translation>'%1' no es un identificador de propuesta</translation>
        </message>
        <message>
            <source>%1: no pattern proposal %2</source>
            <translation>%1: no hay ninguna propuesta de patrón %2</translation>
        </message>
        <message>
            <source>usage: lowerscope rounds %1 ID [--note TEXT]</source>
            <translation>uso: lowerscope rounds %1 ID [--note TEXTO]</translation>
        </message>
        <message>
            <source>%1: no operator %2 in this workspace</source>
            <translation>%1: no hay ningún operador %2 en este espacio de trabajo</translation>
        </message>
        <message>
            <source>state</source>
            <translation>estado</translation>
        </message>
        <message>
            <source>vs reference</source>
            <translation>frente a la referencia</translation>
        </message>
        <message>
            <source>correct</source>
            <translation>correcto</translation>
        </message>
        <message>
            <source>incorrect</source>
            <translation>incorrecto</translation>
        </message>
        <message>
            <source>usage: lowerscope rounds show OPERATOR [INDEX]</source>
            <translation>uso: lowerscope rounds show OPERATOR [INDEX]</translation>
        </message>
        <message>
            <source>%1: %2 has no round %3</source>
            <translation>%1: %2 no tiene la ronda %3</translation>
        </message>
        <message>
            <source>usage: lowerscope rounds resume FILE</source>
            <translation>uso: lowerscope rounds resume ARCHIVO</translation>
        </message>
        <message>
            <source>usage: lowerscope rounds record FILE</source>
            <translation>uso: lowerscope rounds record ARCHIVO</translation>
        </message>
        <message>
            <source>%1: no usable round in this file</source>
            <translation>%1: ninguna ronda utilizable en este archivo</translation>
        </message>
        <message>
            <source>%1: nothing was recorded (%2 rounds refused)</source>
            <translation>%1: no se registró nada (%2 rondas rechazadas)</translation>
        </message>
        <message>
            <source>No unfinished rounds.</source>
            <translation>No hay rondas sin terminar.</translation>
        </message>
        <message>
            <source>validated %1 of %2 cases; continue with: lowerscope rounds resume FILE</source>
            <translation>%1 de %2 casos validados; continúe con: lowerscope rounds resume ARCHIVO</translation>
        </message>
        <message>
            <source>unknown rounds action '%1' (list, show, record, resume, synthesize, proposals, approve, reject)</source>
            <translation>acción de rounds desconocida '%1' (list, show, record, resume, synthesize, proposals, approve, reject)</translation>
        </message>
        <message numerus="yes">
            <source>%n line(s)</source>
            <translation>
                <numerusform>%n línea(s)</numerusform>
                <numerusform>%n línea(s)</numerusform>
            </translation>
        </message>
        <message>
            <source>passes: %1, changed the IR: %2</source>
            <translation>pases: %1, cambiaron la IR: %2</translation>
        </message>
        <message>
            <source>remarks</source>
            <translation>observaciones</translation>
        </message>
        <message>
            <source>pass %1 %2</source>
            <translation>pase %1 %2</translation>
        </message>
        <message>
            <source>trajectory needs a PATH (see lowerscope help trajectory)</source>
            <translation>trajectory necesita una RUTA (véase lowerscope help trajectory)</translation>
        </message>
        <message>
            <source>%1: no Triton IR, pass dump or TritonParse trace found</source>
            <translation>%1: no se encontró IR de Triton, volcado de pases ni traza de TritonParse</translation>
        </message>
        <message>
            <source>%1: no kernel named %2</source>
            <translation>%1: no hay ningún kernel llamado %2</translation>
        </message>
        <message>
            <source>No LLM profiles. Add one with: lowerscope llm add NAME --protocol openai --endpoint URL --model MODEL</source>
            <translation>No hay perfiles de LLM. Añada uno con: lowerscope llm add NAME --protocol openai --endpoint URL --model MODEL</translation>
        </message>
        <message>
            <source>no key</source>
            <translation>sin clave</translation>
        </message>
        <message>
            <source>key: $%1%2</source>
            <translation>clave: $%1%2</translation>
        </message>
        <message>
            <source> or keychain</source>
            <translation> o llavero</translation>
        </message>
        <message>
            <source>llm add needs a profile name</source>
            <translation>llm add necesita un nombre de perfil</translation>
        </message>
        <message>
            <source>saved LLM profile %1 in %2</source>
            <translation>perfil de LLM %1 guardado en %2</translation>
        </message>
        <message>
            <source>name an LLM profile (lowerscope llm list)</source>
            <translation>indique un perfil de LLM (lowerscope llm list)</translation>
        </message>
        <message>
            <source>no LLM profile %1 (lowerscope llm list)</source>
            <translation>no hay perfil de LLM %1 (lowerscope llm list)</translation>
        </message>
        <message>
            <source>cannot read standard input</source>
            <translation>no se puede leer la entrada estándar</translation>
        </message>
        <message>
            <source>API key for %1 (read from standard input; stored only in the system keychain):</source>
            <translation>Clave de API para %1 (leída de la entrada estándar; se guarda solo en el llavero del sistema):</translation>
        </message>
        <message>
            <source>no key given</source>
            <translation>no se dio ninguna clave</translation>
        </message>
        <message>
            <source>stored in the system keychain</source>
            <translation>guardada en el llavero del sistema</translation>
        </message>
        <message>
            <source>retrying (attempt %1) in %2 s: %3</source>
            <translation>reintento (intento %1) en %2 s: %3</translation>
        </message>
        <message>
            <source>%1 input and %2 output tokens, %3 attempt(s), %4 s%5</source>
            <translation>%1 tokens de entrada y %2 de salida, %3 intento(s), %4 s%5</translation>
        </message>
        <message>
            <source>give --task DIR and --diagnosis FILE (the output of diagnose --json)</source>
            <translation>indique --task DIR y --diagnosis FILE (la salida de diagnose --json)</translation>
        </message>
        <message>
            <source>%1: not JSON at offset %2: %3</source>
            <translation>%1: no es JSON en el desplazamiento %2: %3</translation>
        </message>
        <message>
            <source>%1: cannot write the candidate (%2)</source>
            <translation>%1: no se puede escribir el candidato (%2)</translation>
        </message>
        <message>
            <source>candidate (%1) written to %2</source>
            <translation>candidato (%1) escrito en %2</translation>
        </message>
        <message>
            <source>no LLM profile %1</source>
            <translation>no hay perfil de LLM %1</translation>
        </message>
        <message>
            <source>unknown llm action '%1' (list, add, remove, key, ask, prompt, propose)</source>
            <translation>acción de llm desconocida '%1' (list, add, remove, key, ask, prompt, propose)</translation>
        </message>
        <message>
            <source>LLM profiles and keys, and rewrites proposed by a model from a diagnosis.</source>
            <translation>Perfiles y claves de LLM, y reescrituras propuestas por un modelo a partir de un diagnóstico.</translation>
        </message>
        <message>
            <source>openai (chat completions: OpenAI, vLLM, Ollama, llama.cpp) or anthropic (Messages).</source>
            <translation>openai (chat completions: OpenAI, vLLM, Ollama, llama.cpp) o anthropic (Messages).</translation>
        </message>
        <message>
            <source>The API's base URL, e.g. http://localhost:8000/v1.</source>
            <translation>La URL base de la API, p. ej. http://localhost:8000/v1.</translation>
        </message>
        <message>
            <source>URL</source>
            <translation>URL</translation>
        </message>
        <message>
            <source>The model name the server knows.</source>
            <translation>El nombre del modelo que conoce el servidor.</translation>
        </message>
        <message>
            <source>The environment variable holding the API key.</source>
            <translation>La variable de entorno que contiene la clave de API.</translation>
        </message>
        <message>
            <source>VAR</source>
            <translation>VAR</translation>
        </message>
        <message>
            <source>Read the key from the system keychain when the variable is unset.</source>
            <translation>Leer la clave del llavero del sistema cuando la variable no está definida.</translation>
        </message>
        <message>
            <source>The server takes no key (a local server).</source>
            <translation>El servidor no requiere clave (un servidor local).</translation>
        </message>
        <message>
            <source>The answer's token limit.</source>
            <translation>El límite de tokens de la respuesta.</translation>
        </message>
        <message>
            <source>N</source>
            <translation>N</translation>
        </message>
        <message>
            <source>Seconds without data before a request is retried.</source>
            <translation>Segundos sin datos antes de reintentar una petición.</translation>
        </message>
        <message>
            <source>S</source>
            <translation>S</translation>
        </message>
        <message>
            <source>Retries after the first attempt.</source>
            <translation>Reintentos tras el primer intento.</translation>
        </message>
        <message>
            <source>At most this many requests per minute.</source>
            <translation>Como máximo tantas peticiones por minuto.</translation>
        </message>
        <message>
            <source>USD per million input tokens.</source>
            <translation>USD por millón de tokens de entrada.</translation>
        </message>
        <message>
            <source>USD</source>
            <translation>USD</translation>
        </message>
        <message>
            <source>USD per million output tokens.</source>
            <translation>USD por millón de tokens de salida.</translation>
        </message>
        <message>
            <source>A system prompt for ask.</source>
            <translation>Un prompt de sistema para ask.</translation>
        </message>
        <message>
            <source>An operator task folder.</source>
            <translation>Una carpeta de tarea de operador.</translation>
        </message>
        <message>
            <source>The kernel's diagnose --json output.</source>
            <translation>La salida de diagnose --json del kernel.</translation>
        </message>
        <message>
            <source>A folder with your own rewrite.system.md and rewrite.user.md.</source>
            <translation>Una carpeta con sus propios rewrite.system.md y rewrite.user.md.</translation>
        </message>
        <message>
            <source>Where propose writes the candidate kernel.</source>
            <translation>Dónde escribe propose el kernel candidato.</translation>
        </message>
        <message>
            <source>usage: lowerscope bundle export TASK... [--candidate FILE]... --out BUNDLE.tar.gz</source>
            <translation>uso: lowerscope bundle export TAREA... [--candidate ARCHIVO]... --out PAQUETE.tar.gz</translation>
        </message>
        <message>
            <source>wrote %1 (batch %2, %3 requests). Where the hardware is: unpack it, run `python3 run.py`, then bring back results.tar.gz and run `lowerscope bundle import results.tar.gz`.</source>
            <translation>se escribió %1 (lote %2, %3 solicitudes). Donde está el hardware: desempaquételo, ejecute `python3 run.py`, luego traiga results.tar.gz y ejecute `lowerscope bundle import results.tar.gz`.</translation>
        </message>
        <message>
            <source>usage: lowerscope bundle import RESULTS.tar.gz [--json]</source>
            <translation>uso: lowerscope bundle import RESULTADOS.tar.gz [--json]</translation>
        </message>
        <message>
            <source>batch %1: %2 results, %3 newly recorded in %4</source>
            <translation>lote %1: %2 resultados, %3 registrados por primera vez en %4</translation>
        </message>
        <message>
            <source>usage: lowerscope bundle export TASK... --out BUNDLE.tar.gz | bundle import RESULTS.tar.gz</source>
            <translation>uso: lowerscope bundle export TAREA... --out PAQUETE.tar.gz | bundle import RESULTADOS.tar.gz</translation>
        </message>
        <message>
            <source>Offline runs: export a job bundle to run where the hardware is, import its results into the workspace.</source>
            <translation>Ejecuciones sin conexión: exportar un paquete de trabajos para ejecutarlo donde está el hardware e importar sus resultados al espacio de trabajo.</translation>
        </message>
        <message>
            <source>The bundle archive to write.</source>
            <translation>El archivo de paquete que se escribirá.</translation>
        </message>
        <message>
            <source>profile %1 is offline: export a bundle with lowerscope bundle export and import its results with lowerscope bundle import</source>
            <translation>el perfil %1 es sin conexión: exporte un paquete con lowerscope bundle export e importe sus resultados con lowerscope bundle import</translation>
        </message>
        <message numerus="yes">
            <source>batch %1: %n request(s) on runner '%2'</source>
            <translation>
                <numerusform>lote %1: %n solicitud(es) en el ejecutor '%2'</numerusform>
                <numerusform>lote %1: %n solicitud(es) en el ejecutor '%2'</numerusform>
            </translation>
        </message>
        <message>
            <source>batch %1: %2 of %3 requests ran to a verdict; recorded in %4</source>
            <translation>lote %1: %2 de %3 solicitudes llegaron a un veredicto; registrado en %4</translation>
        </message>
        <message>
            <source>Validate candidate kernels with the harness on a runner and record the results in the workspace.</source>
            <translation>Validar kernels candidatos con el arnés en un ejecutor y registrar los resultados en el espacio de trabajo.</translation>
        </message>
        <message>
            <source>usage: lowerscope runners add NAME --kind local|ssh|slurm|offline [options]</source>
            <translation>uso: lowerscope runners add NOMBRE --kind local|ssh|slurm|offline [opciones]</translation>
        </message>
        <message>
            <source>--timeout, --parallel, --port and --poll take non-negative whole numbers</source>
            <translation>--timeout, --parallel, --port y --poll admiten números enteros no negativos</translation>
        </message>
        <message>
            <source>saved runner profile %1 in %2</source>
            <translation>perfil de ejecutor %1 guardado en %2</translation>
        </message>
        <message>
            <source>usage: lowerscope runners test NAME</source>
            <translation>uso: lowerscope runners test NOMBRE</translation>
        </message>
        <message>
            <source>no runner profile '%1'</source>
            <translation>no hay perfil de ejecutor '%1'</translation>
        </message>
        <message>
            <source>usage: lowerscope runners remove NAME</source>
            <translation>uso: lowerscope runners remove NOMBRE</translation>
        </message>
        <message>
            <source>removed runner profile %1</source>
            <translation>perfil de ejecutor %1 eliminado</translation>
        </message>
        <message>
            <source>unknown runners action '%1' (list, show, add, remove, test)</source>
            <translation>acción de runners desconocida '%1' (list, show, add, remove, test)</translation>
        </message>
        <message>
            <source>Manage the runner profiles: where and how candidates run (this machine, ssh, Slurm, offline bundles).</source>
            <translation>Gestionar los perfiles de ejecutor: dónde y cómo se ejecutan los candidatos (esta máquina, ssh, Slurm, paquetes sin conexión).</translation>
        </message>
        <message>
            <source>VALUE</source>
            <translation>VALOR</translation>
        </message>
        <message>
            <source>Runner kind: local, ssh, slurm or offline.</source>
            <translation>Tipo de ejecutor: local, ssh, slurm u offline.</translation>
        </message>
        <message>
            <source>ssh destination (user@host or a Host of ~/.ssh/config).</source>
            <translation>destino ssh (usuario@host o un Host de ~/.ssh/config).</translation>
        </message>
        <message>
            <source>ssh port.</source>
            <translation>puerto ssh.</translation>
        </message>
        <message>
            <source>Staging folder on the ssh host.</source>
            <translation>Carpeta de preparación en el host ssh.</translation>
        </message>
        <message>
            <source>Extra ssh -o option (repeatable).</source>
            <translation>Opción ssh -o adicional (repetible).</translation>
        </message>
        <message>
            <source>Slurm partition.</source>
            <translation>Partición de Slurm.</translation>
        </message>
        <message>
            <source>Slurm generic resources, e.g. gpu:1.</source>
            <translation>Recursos genéricos de Slurm, p. ej. gpu:1.</translation>
        </message>
        <message>
            <source>Slurm time limit (sbatch --time).</source>
            <translation>Límite de tiempo de Slurm (sbatch --time).</translation>
        </message>
        <message>
            <source>Slurm account.</source>
            <translation>Cuenta de Slurm.</translation>
        </message>
        <message>
            <source>Extra sbatch argument (repeatable).</source>
            <translation>Argumento sbatch adicional (repetible).</translation>
        </message>
        <message>
            <source>A folder the Slurm compute nodes share with this machine.</source>
            <translation>Una carpeta que los nodos de cómputo de Slurm comparten con esta máquina.</translation>
        </message>
        <message>
            <source>Requests run at once (local, ssh, offline).</source>
            <translation>Solicitudes ejecutadas a la vez (local, ssh, offline).</translation>
        </message>
        <message>
            <source>Python interpreter where the requests run.</source>
            <translation>Intérprete de Python donde se ejecutan las solicitudes.</translation>
        </message>
        <message>
            <source>Seconds between Slurm polls.</source>
            <translation>Segundos entre consultas a Slurm.</translation>
        </message>
        <message>
            <source>Runner profile (see lowerscope runners list; default: local).</source>
            <translation>Perfil de ejecutor (vea lowerscope runners list; por defecto: local).</translation>
        </message>
        <message>
            <source>Candidate kernel file (repeatable); default: the task's own kernel.</source>
            <translation>Archivo de kernel candidato (repetible); por defecto: el kernel de la propia tarea.</translation>
        </message>
        <message>
            <source>Where the candidates' code came from: user, recipe or llm (default: user).</source>
            <translation>De dónde viene el código de los candidatos: user, recipe o llm (por defecto: user).</translation>
        </message>
        <message>
            <source>ORIGIN</source>
            <translation>ORIGEN</translation>
        </message>
        <message>
            <source>Also capture the candidate's compiler stages and pass dumps.</source>
            <translation>Capturar también las etapas del compilador y los volcados de pases del candidato.</translation>
        </message>
        <message>
            <source>With --evidence: also Nsight Compute exports.</source>
            <translation>Con --evidence: también exportaciones de Nsight Compute.</translation>
        </message>
        <message>
            <source>Check correctness only, without timing.</source>
            <translation>Comprobar solo la corrección, sin medir tiempos.</translation>
        </message>
        <message>
            <source>Seconds one request may take (default: the profile's).</source>
            <translation>Segundos que puede tardar una solicitud (por defecto: los del perfil).</translation>
        </message>
        <message>
            <source>SECONDS</source>
            <translation>SEGUNDOS</translation>
        </message>
        <message>
            <source>Run code from a recipe or an LLM without asking (batch runs).</source>
            <translation>Ejecutar código de una receta o de un LLM sin preguntar (ejecuciones por lotes).</translation>
        </message>
        <message>
            <source>no runner profile '%1' (see lowerscope runners list)</source>
            <translation>no hay perfil de ejecutor '%1' (vea lowerscope runners list)</translation>
        </message>
        <message>
            <source>name at least one task folder</source>
            <translation>indique al menos una carpeta de tarea</translation>
        </message>
        <message>
            <source>--origin must be user, recipe or llm, not '%1'</source>
            <translation>--origin debe ser user, recipe o llm, no '%1'</translation>
        </message>
        <message>
            <source>--timeout must be a positive number of seconds</source>
            <translation>--timeout debe ser un número positivo de segundos</translation>
        </message>
        <message>
            <source>give one task with any number of --candidate, or as many --candidate as tasks</source>
            <translation>indique una tarea con cualquier número de --candidate, o tantos --candidate como tareas</translation>
        </message>
        <message numerus="yes">
            <source>%n candidate(s) did not come from you (origin recipe or llm); no terminal to ask on: pass --yes to run them</source>
            <translation>
                <numerusform>%n candidato(s) no vienen de usted (origen recipe o llm); no hay terminal para preguntar: pase --yes para ejecutarlos</numerusform>
                <numerusform>%n candidato(s) no vienen de usted (origen recipe o llm); no hay terminal para preguntar: pase --yes para ejecutarlos</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: code from %2 (%3), against the task's kernel:</source>
            <translation>%1: código de %2 (%3), frente al kernel de la tarea:</translation>
        </message>
        <message>
            <source>(identical to the task's kernel)</source>
            <translation>(idéntico al kernel de la tarea)</translation>
        </message>
        <message>
            <source>Run this code on runner '%1'? [y/N] </source>
            <translation>¿Ejecutar este código en el ejecutor '%1'? [y/N] </translation>
        </message>
        <message>
            <source>not run: no consent</source>
            <translation>no ejecutado: sin consentimiento</translation>
        </message>
        <message numerus="yes">
            <source>Run these %n candidate(s)? [y/N] </source>
            <translation>
                <numerusform>¿Ejecutar estos %n candidato(s)? [s/N] </numerusform>
                <numerusform>¿Ejecutar estos %n candidato(s)? [s/N] </numerusform>
            </translation>
        </message>
        <message>
            <source>no runner profile named '%1' (lowerscope runners list)</source>
            <translation>no hay ningún perfil de ejecutor llamado '%1' (lowerscope runners list)</translation>
        </message>
        <message>
            <source>--rounds: expected a whole number from 1</source>
            <translation>--rounds: se esperaba un número entero a partir de 1</translation>
        </message>
        <message>
            <source>--candidates: expected a whole number from 1</source>
            <translation>--candidates: se esperaba un número entero a partir de 1</translation>
        </message>
        <message numerus="yes">
            <source>lowerscope: optimize: step %1: %n request(s) on %2</source>
            <translation>
                <numerusform>lowerscope: optimize: paso %1: %n solicitud(es) en %2</numerusform>
                <numerusform>lowerscope: optimize: paso %1: %n solicitud(es) en %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: the workspace already has %n round(s) of %2; continue them with --resume</source>
            <translation>
                <numerusform>%1: el espacio de trabajo ya tiene %n ronda(s) de %2; continúelas con --resume</numerusform>
                <numerusform>%1: el espacio de trabajo ya tiene %n ronda(s) de %2; continúelas con --resume</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: %2 has no accepted initial kernel in the baseline log</source>
            <translation>%1: %2 no tiene un kernel inicial aceptado en el registro de referencia</translation>
        </message>
        <message>
            <source>Optimize operator tasks with the embedded loop: diagnose, pick a rewrite from the patterns, validate, record.</source>
            <translation>Optimizar tareas de operador con el bucle integrado: diagnosticar, elegir una reescritura de los patrones, validar, registrar.</translation>
        </message>
        <message>
            <source>Rounds per operator in all, counting earlier sessions (default 4).</source>
            <translation>Rondas por operador en total, contando sesiones anteriores (predeterminado 4).</translation>
        </message>
        <message>
            <source>Rounds per operator in one runner call (default 1).</source>
            <translation>Rondas por operador en una llamada al ejecutor (predeterminado 1).</translation>
        </message>
        <message>
            <source>K</source>
            <translation>K</translation>
        </message>
        <message>
            <source>The runner profile that validates candidates (default: this machine).</source>
            <translation>El perfil de ejecutor que valida los candidatos (predeterminado: esta máquina).</translation>
        </message>
        <message>
            <source>PROFILE</source>
            <translation>PERFIL</translation>
        </message>
        <message>
            <source>Continue the rounds the workspace holds for these tasks.</source>
            <translation>Continuar las rondas que el espacio de trabajo tiene para estas tareas.</translation>
        </message>
        <message>
            <source>A harness self-test log whose initial-kernel times (same hashes) are the baseline.</source>
            <translation>Un registro de autoprueba del arnés cuyos tiempos de kernels iniciales (mismos hashes) son la referencia.</translation>
        </message>
        <message>
            <source>LOG</source>
            <translation>REGISTRO</translation>
        </message>
        <message>
            <source>Open the teaching demo (Help &gt; Open demo): real H200 kernels and their recorded rounds.</source>
            <translation>Abrir la demo didáctica (Ayuda &gt; Abrir la demo): kernels reales de H200 y sus rondas registradas.</translation>
        </message>
        <message numerus="yes">
            <source>lowerscope: optimize: wrote %1 (%n request(s)). Where the hardware is: unpack it and run `python3 run.py` (with --parallel N --gpus 0,1,... on N GPUs), bring back results.tar.gz, then continue with `lowerscope optimize TASK... --runner %2 --results results.tar.gz`.</source>
            <translation>
                <numerusform>lowerscope: optimize: se escribió %1 (%n solicitud(es)). Donde está el hardware: desempaquételo y ejecute `python3 run.py` (con --parallel N --gpus 0,1,... en N GPU), traiga de vuelta results.tar.gz y continúe con `lowerscope optimize TASK... --runner %2 --results results.tar.gz`.</numerusform>
                <numerusform>lowerscope: optimize: se escribió %1 (%n solicitud(es)). Donde está el hardware: desempaquételo y ejecute `python3 run.py` (con --parallel N --gpus 0,1,... en N GPU), traiga de vuelta results.tar.gz y continúe con `lowerscope optimize TASK... --runner %2 --results results.tar.gz`.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>lowerscope: optimize: %1: batch %2, %n result(s); %3 unfinished round(s) or evidence request(s) finished</source>
            <translation>
                <numerusform>lowerscope: optimize: %1: lote %2, %n resultado(s); %3 ronda(s) o solicitud(es) de evidencia sin terminar finalizadas</numerusform>
                <numerusform>lowerscope: optimize: %1: lote %2, %n resultado(s); %3 ronda(s) o solicitud(es) de evidencia sin terminar finalizadas</numerusform>
            </translation>
        </message>
        <message>
            <source>Import an offline step's results archive first, finish its rounds, then continue (implies --resume).</source>
            <translation>Importar primero el archivo de resultados de un paso sin conexión, terminar sus rondas y luego continuar (implica --resume).</translation>
        </message>
        <message>
            <source>ARCHIVE</source>
            <translation>ARCHIVO</translation>
        </message>
        <message>
            <source>With an offline runner profile: where to write the step's bundle.</source>
            <translation>Con un perfil de ejecutor sin conexión: dónde escribir el paquete del paso.</translation>
        </message>
        <message>
            <source>%1 has an acquisition that has not run (%2): validate it first (lowerscope agent validate)</source>
            <translation>%1 tiene una adquisición que no se ha ejecutado (%2): valide primero (lowerscope agent validate)</translation>
        </message>
        <message>
            <source>%1: no agent session in this workspace; start one with `lowerscope agent start TASK...`</source>
            <translation>%1: no hay sesión de agente en este espacio de trabajo; inicie una con `lowerscope agent start TASK...`</translation>
        </message>
        <message>
            <source>usage: lowerscope agent start TASK... [--baseline LOG]</source>
            <translation>uso: lowerscope agent start TASK... [--baseline LOG]</translation>
        </message>
        <message>
            <source>%1: %2 round(s), best %3x; next: lowerscope agent diagnose %1</source>
            <translation>%1: %2 ronda(s), mejor %3x; siguiente: lowerscope agent diagnose %1</translation>
        </message>
        <message>
            <source>usage: lowerscope agent diagnose OPERATOR [--json]</source>
            <translation>uso: lowerscope agent diagnose OPERATOR [--json]</translation>
        </message>
        <message>
            <source>escalation: %1</source>
            <translation>escalada: %1</translation>
        </message>
        <message>
            <source>usage: lowerscope agent propose OPERATOR FILE [--hypothesis TEXT] [--json]</source>
            <translation>uso: lowerscope agent propose OPERATOR FILE [--hypothesis TEXT] [--json]</translation>
        </message>
        <message>
            <source>round %1 of %2 is %3: validate it first (lowerscope agent validate)</source>
            <translation>la ronda %1 de %2 está %3: valídela primero (lowerscope agent validate)</translation>
        </message>
        <message>
            <source>%1: no round was recorded</source>
            <translation>%1: no se registró ninguna ronda</translation>
        </message>
        <message>
            <source>nothing to validate: every round is done</source>
            <translation>nada que validar: todas las rondas están terminadas</translation>
        </message>
        <message>
            <source>runner %1 is offline: give --out BUNDLE.tar.gz</source>
            <translation>el runner %1 es offline: indique --out BUNDLE.tar.gz</translation>
        </message>
        <message>
            <source>wrote %1; run `python3 run.py` in it where the hardware is, then `lowerscope bundle import results.tar.gz` and `lowerscope agent record`</source>
            <translation>escrito %1; ejecute en él `python3 run.py` donde esté el hardware, luego `lowerscope bundle import results.tar.gz` y `lowerscope agent record`</translation>
        </message>
        <message numerus="yes">
            <source>%n request(s) have no result in the workspace yet (lowerscope bundle import RESULTS)</source>
            <translation>
                <numerusform>%n solicitud(es) aún no tienen resultado en el espacio de trabajo (lowerscope bundle import RESULTS)</numerusform>
                <numerusform>%n solicitud(es) aún no tienen resultado en el espacio de trabajo (lowerscope bundle import RESULTS)</numerusform>
            </translation>
        </message>
        <message>
            <source>usage: lowerscope agent start|diagnose|propose|validate|record ... (docs/agent.md)</source>
            <translation>uso: lowerscope agent start|diagnose|propose|validate|record ... (docs/agent.md)</translation>
        </message>
        <message>
            <source>The optimization loop one step at a time, for a coding agent that writes the rewrites (docs/agent.md).</source>
            <translation>El bucle de optimización paso a paso, para un agente de programación que escribe las reescrituras (docs/agent.md).</translation>
        </message>
        <message>
            <source>What the rewrite is meant to fix (default: the file's first lines of prose).</source>
            <translation>Lo que la reescritura pretende corregir (por defecto: las primeras líneas de prosa del archivo).</translation>
        </message>
        <message>
            <source>Where an offline runner's bundle is written.</source>
            <translation>Dónde se escribe el paquete de un runner offline.</translation>
        </message>
        <message>
            <source>Run candidates written by recipes or a model without asking.</source>
            <translation>Ejecutar sin preguntar los candidatos escritos por recetas o por un modelo.</translation>
        </message>
        <message numerus="yes">
            <source>optimize: %n candidate(s) written by recipes or a model would run; pass --yes to allow it without a terminal (the rounds stay started: --resume)</source>
            <translation>
                <numerusform>optimize: se ejecutarían %n candidato(s) escrito(s) por recetas o por un modelo; pase --yes para permitirlo sin terminal (las rondas quedan iniciadas: --resume)</numerusform>
                <numerusform>optimize: se ejecutarían %n candidato(s) escrito(s) por recetas o por un modelo; pase --yes para permitirlo sin terminal (las rondas quedan iniciadas: --resume)</numerusform>
            </translation>
        </message>
        <message>
            <source>optimize: no consent to run generated code; nothing ran (the rounds stay started: --resume)</source>
            <translation>optimize: sin consentimiento para ejecutar código generado; no se ejecutó nada (las rondas quedan iniciadas: --resume)</translation>
        </message>
        <message>
            <source>usage: lowerscope optimize TASK... [--rounds N] [--runner PROFILE] [--llm PROFILE] [--resume] [--results ARCHIVE] [--yes]</source>
            <translation>uso: lowerscope optimize TASK... [--rounds N] [--runner PROFILE] [--llm PROFILE] [--resume] [--results ARCHIVE] [--yes]</translation>
        </message>
        <message>
            <source>An LLM profile that proposes each step's first rewrite (lowerscope llm list).</source>
            <translation>Un perfil de LLM que propone la primera reescritura de cada paso (lowerscope llm list).</translation>
        </message>
        <message>
            <source>The view to show first (and in --screenshot): diagnosis, trajectory, source, timeline, charts, curator, rounds, optimize.</source>
            <translation>La vista que se muestra primero (y en --screenshot): diagnosis, trajectory, source, timeline, charts, curator, rounds, optimize.</translation>
        </message>
        <message>
            <source>reason</source>
            <translation>motivo</translation>
        </message>
        <message>
            <source>line %1</source>
            <translation>línea %1</translation>
        </message>
        <message>
            <source>written by a coding agent: %1</source>
            <translation>escrito por un agente de programación: %1</translation>
        </message>
        <message>
            <source>model %1 (profile %2): %3 input and %4 output tokens, $%5</source>
            <translation>modelo %1 (perfil %2): %3 tokens de entrada y %4 de salida, $%5</translation>
        </message>
        <message>
            <source>answer read as: %1</source>
            <translation>respuesta leída como: %1</translation>
        </message>
        <message>
            <source>it also changed text outside the editable region, which is not applied</source>
            <translation>también cambió texto fuera de la región editable, que no se aplica</translation>
        </message>
        <message>
            <source>answer not used</source>
            <translation>respuesta no utilizada</translation>
        </message>
        <message>
            <source>the prompt and the answer: lowerscope rounds show %1 %2 (or --json: llm.prompt, llm.response.text)</source>
            <translation>el prompt y la respuesta: lowerscope rounds show %1 %2 (o --json: llm.prompt, llm.response.text)</translation>
        </message>
        <message>
            <source>prompt: system</source>
            <translation>prompt: sistema</translation>
        </message>
        <message>
            <source>prompt: user</source>
            <translation>prompt: usuario</translation>
        </message>
        <message>
            <source>answer</source>
            <translation>respuesta</translation>
        </message>
        <message>
            <source>--key-env: %1</source>
            <translation>--key-env: %1</translation>
        </message>
        <message>
            <source>%1: no arm workspace (%2) in it</source>
            <translation>%1: no contiene ningún espacio de trabajo de brazo (%2)</translation>
        </message>
        <message>
            <source>--arms: %1 is not an arm (surface, progressive, deep)</source>
            <translation>--arms: %1 no es un brazo (surface, progressive, deep)</translation>
        </message>
        <message>
            <source>usage: lowerscope ablate TASK... --out DIR [--arms surface,progressive,deep] [--rounds N] [--runner PROFILE] [--llm PROFILE] [--yes] | ablate --report DIR</source>
            <translation>uso: lowerscope ablate TASK... --out DIR [--arms surface,progressive,deep] [--rounds N] [--runner PROFILE] [--llm PROFILE] [--yes] | ablate --report DIR</translation>
        </message>
        <message>
            <source>ablate runs every arm to its end: runner %1 is offline (use local, ssh or slurm, or drive each arm's workspace with `optimize` and then `ablate --report`)</source>
            <translation>ablate ejecuta cada brazo hasta el final: el ejecutor %1 es sin conexión (use local, ssh o slurm, o lleve adelante el espacio de trabajo de cada brazo con `optimize` y después `ablate --report`)</translation>
        </message>
        <message>
            <source>lowerscope: ablate: arm %1 in %2</source>
            <translation>lowerscope: ablate: brazo %1 en %2</translation>
        </message>
        <message>
            <source>Run the loop once per evidence arm (surface, progressive, deep) on the same tasks and budget, and put the arms side by side.</source>
            <translation>Ejecutar el bucle una vez por cada brazo de evidencia (surface, progressive, deep) con las mismas tareas y el mismo presupuesto, y poner los brazos lado a lado.</translation>
        </message>
        <message>
            <source>The folder that holds one workspace per arm and the report.</source>
            <translation>La carpeta que contiene un espacio de trabajo por brazo y el informe.</translation>
        </message>
        <message>
            <source>The arms, comma-separated (default: surface,progressive,deep).</source>
            <translation>Los brazos, separados por comas (predeterminado: surface,progressive,deep).</translation>
        </message>
        <message>
            <source>ARMS</source>
            <translation>BRAZOS</translation>
        </message>
        <message>
            <source>Only build the report from the arm workspaces in DIR (e.g. arms an agent drove).</source>
            <translation>Solo generar el informe a partir de los espacios de trabajo de los brazos en DIR (p. ej., brazos que llevó adelante un agente).</translation>
        </message>
        <message>
            <source>%1: no round yet: run `lowerscope agent validate` to acquire the evidence, then `agent diagnose %1` and propose again</source>
            <translation>%1: aún no hay ninguna ronda: ejecute `lowerscope agent validate` para adquirir la evidencia, luego `agent diagnose %1` y proponga de nuevo</translation>
        </message>
        <message>
            <source>What the proposer is shown: surface, progressive (default) or deep (an ablation's arm).</source>
            <translation>Lo que se muestra al proponente: surface, progressive (predeterminado) o deep (un brazo de una ablación).</translation>
        </message>
        <message>
            <source>ARM</source>
            <translation>BRAZO</translation>
        </message>
        <message>
            <source>What the proposer is shown: surface (kernel and times), progressive (evidence as the gap asks, the default) or deep (dump and profile of every best kernel).</source>
            <translation>Lo que se muestra al proponente: surface (kernel y tiempos), progressive (evidencia según lo pida la distancia; predeterminado) o deep (dump y profile de cada mejor kernel).</translation>
        </message>
        <message>
            <source>warning: %1</source>
            <translation>advertencia: %1</translation>
        </message>
        <message>
            <source>  calibrated on a device</source>
            <translation>  calibrada en un dispositivo</translation>
        </message>
        <message>
            <source>  calibration failed: %1</source>
            <translation>  la calibración falló: %1</translation>
        </message>
        <message>
            <source>  not calibrated</source>
            <translation>  sin calibrar</translation>
        </message>
        <message>
            <source>  torch call of the initial kernel (allowed): line %1</source>
            <translation>  llamada a torch del kernel inicial (permitida): línea %1</translation>
        </message>
        <message>
            <source>  new torch call (a fallback): line %1</source>
            <translation>  nueva llamada a torch (una alternativa de reserva): línea %1</translation>
        </message>
        <message>
            <source>%1: not a calibration request of this workspace (skipped)</source>
            <translation>%1: no es una solicitud de calibración de este espacio de trabajo (omitida)</translation>
        </message>
        <message>
            <source>%1: did not run: %2 (task not changed)</source>
            <translation>%1: no se ejecutó: %2 (tarea sin cambios)</translation>
        </message>
        <message>
            <source>%1: calibration failed: %2</source>
            <translation>%1: la calibración falló: %2</translation>
        </message>
        <message>
            <source>%1: calibrated</source>
            <translation>%1: calibrada</translation>
        </message>
        <message>
            <source>usage: lowerscope tasks calibrate TASK... [--runner NAME] [--out BUNDLE.tar.gz] | --import RESULTS.tar.gz</source>
            <translation>uso: lowerscope tasks calibrate TASK... [--runner NAME] [--out BUNDLE.tar.gz] | --import RESULTS.tar.gz</translation>
        </message>
        <message>
            <source>%1: cannot read task.json</source>
            <translation>%1: no se puede leer task.json</translation>
        </message>
        <message>
            <source>profile %1 is offline: give --out BUNDLE.tar.gz</source>
            <translation>el perfil %1 es sin conexión: indique --out BUNDLE.tar.gz</translation>
        </message>
        <message>
            <source>calibration bundle %1 written (batch %2): run python3 run.py where the device is, then lowerscope tasks calibrate --import RESULTS.tar.gz</source>
            <translation>paquete de calibración %1 escrito (lote %2): ejecute python3 run.py donde está el dispositivo y luego lowerscope tasks calibrate --import RESULTS.tar.gz</translation>
        </message>
        <message>
            <source>unknown tasks action '%1' (import-tritonbench, check, calibrate)</source>
            <translation>acción de tasks desconocida '%1' (import-tritonbench, check, calibrate)</translation>
        </message>
        <message>
            <source>Import a TritonBench-G operator as an operator task, check a task folder (format, hashes, static checks), or calibrate tasks on a device.</source>
            <translation>Importar un operador de TritonBench-G como tarea de operador, comprobar una carpeta de tarea (formato, hashes, comprobaciones estáticas) o calibrar tareas en un dispositivo.</translation>
        </message>
        <message>
            <source>The task folder to create (import-tritonbench), or the bundle to write (calibrate on an offline runner).</source>
            <translation>La carpeta de tarea que se creará (import-tritonbench) o el paquete que se escribirá (calibrate en un ejecutor sin conexión).</translation>
        </message>
        <message>
            <source>PATH</source>
            <translation>RUTA</translation>
        </message>
        <message>
            <source>The runner profile that calibrates (default: local).</source>
            <translation>El perfil de ejecutor que calibra (predeterminado: local).</translation>
        </message>
        <message>
            <source>A calibration results archive to record and write into its tasks.</source>
            <translation>Un archivo de resultados de calibración que se registrará y se escribirá en sus tareas.</translation>
        </message>
        <message>
            <source>RESULTS</source>
            <translation>RESULTADOS</translation>
        </message>
        <message>
            <source>--evidence: %1 is not an arm (surface, progressive, deep)</source>
            <translation>--evidence: %1 no es un brazo (surface, progressive, deep)</translation>
        </message>
        <message>
            <source>%1: the workspace already holds evidence requested for %2; continue with --resume</source>
            <translation>%1: el espacio de trabajo ya contiene evidencia solicitada para %2; continúe con --resume</translation>
        </message>
        <message numerus="yes">
            <source>span %1, device busy %2 (%3 %) on %n stream(s)</source>
            <translation>
                <numerusform>duración %1, dispositivo ocupado %2 (%3 %) en %n stream</numerusform>
                <numerusform>duración %1, dispositivo ocupado %2 (%3 %) en %n streams</numerusform>
            </translation>
        </message>
        <message>
            <source>, %1 % of the kernel time</source>
            <translation>, %1 % del tiempo de kernels</translation>
        </message>
        <message>
            <source>%1: no such view (%2)</source>
            <translation>%1: no existe esa vista (%2)</translation>
        </message>
        <message>
            <source>%1: %2 holds nothing this view shows</source>
            <translation>%1: %2 no contiene nada que esta vista muestre</translation>
        </message>
    </context>
    <context>
        <name>Demo</name>
        <message>
            <source>%1: cannot open the demo kernel</source>
            <translation>%1: no se puede abrir el kernel de la demo</translation>
        </message>
        <message>
            <source>%1: the demo is not installed</source>
            <translation>%1: la demo no está instalada</translation>
        </message>
        <message>
            <source>%1: no rounds or no measurements in the demo</source>
            <translation>%1: la demo no tiene rondas o mediciones</translation>
        </message>
    </context>
    <context>
        <name>Detector</name>
        <message>
            <source>unterminated string</source>
            <translation>cadena sin terminar</translation>
        </message>
        <message>
            <source>unexpected character '%1'</source>
            <translation>carácter inesperado '%1'</translation>
        </message>
        <message>
            <source>unexpected '%1' after the end of the expression</source>
            <translation>'%1' inesperado tras el final de la expresión</translation>
        </message>
        <message>
            <source>expected %1 but the expression ended</source>
            <translation>se esperaba %1 pero la expresión terminó</translation>
        </message>
        <message>
            <source>expected %1 but found '%2'</source>
            <translation>se esperaba %1 pero se encontró '%2'</translation>
        </message>
        <message>
            <source>invalid regular expression: %1</source>
            <translation>expresión regular no válida: %1</translation>
        </message>
        <message>
            <source>'~' needs a string literal (a regular expression) on its right</source>
            <translation>'~' necesita a su derecha una cadena literal (una expresión regular)</translation>
        </message>
        <message>
            <source>'%1' needs an operand before it</source>
            <translation>'%1' necesita un operando delante</translation>
        </message>
        <message>
            <source>expected a value but the expression ended</source>
            <translation>se esperaba un valor pero la expresión terminó</translation>
        </message>
        <message>
            <source>expected a value but found '%1'</source>
            <translation>se esperaba un valor pero se encontró '%1'</translation>
        </message>
        <message>
            <source>expected %1 (a string in double quotes)</source>
            <translation>se esperaba %1 (una cadena entre comillas dobles)</translation>
        </message>
        <message>
            <source>%1() needs a fact name</source>
            <translation>%1() necesita un nombre de hecho</translation>
        </message>
        <message>
            <source>%1() needs a stage name first (ptx, ttgir, ...)</source>
            <translation>%1() necesita primero un nombre de etapa (ptx, ttgir, ...)</translation>
        </message>
        <message>
            <source>cannot compare a string with a number</source>
            <translation>no se puede comparar una cadena con un número</translation>
        </message>
        <message>
            <source>arithmetic on a string</source>
            <translation>aritmética sobre una cadena</translation>
        </message>
        <message>
            <source>min/max of a string</source>
            <translation>min/max de una cadena</translation>
        </message>
        <message>
            <source>'{{' without a closing '}}'</source>
            <translation>'{{' sin '}}' de cierre</translation>
        </message>
        <message>
            <source>%1 needs a pattern</source>
            <translation>%1 necesita un patrón</translation>
        </message>
        <message>
            <source>unknown check directive '%1' (CHECK, CHECK-NEXT, CHECK-SAME, CHECK-NOT, CHECK-EMPTY)</source>
            <translation>directiva de comprobación desconocida '%1' (CHECK, CHECK-NEXT, CHECK-SAME, CHECK-NOT, CHECK-EMPTY)</translation>
        </message>
        <message>
            <source>check() needs at least one CHECK line</source>
            <translation>check() necesita al menos una línea CHECK</translation>
        </message>
        <message>
            <source>nested deeper than %1 levels (parentheses, 'not', unary '-' and function calls)</source>
            <translation>anidado a más de %1 niveles (paréntesis, 'not', '-' unario y llamadas a funciones)</translation>
        </message>
        <message>
            <source>unknown function '%1' (has, fact, count, check, min, max, ratio, mod, remarks)</source>
            <translation>función desconocida '%1' (has, fact, count, check, min, max, ratio, mod, remarks)</translation>
        </message>
    </context>
    <context>
        <name>Diagnosis</name>
        <message>
            <source>the decisive finding %1 is a compiler decision: ask which condition blocked it</source>
            <translation>el hallazgo decisivo %1 es una decisión del compilador: averiguar qué condición lo bloqueó</translation>
        </message>
        <message>
            <source>a profile is on disk: measure the bottleneck the decisive pattern must explain</source>
            <translation>hay un perfil en disco: medir el cuello de botella que el patrón decisivo debe explicar</translation>
        </message>
        <message>
            <source>pattern %1 is decisive and nothing is measured</source>
            <translation>el patrón %1 es decisivo y no hay nada medido</translation>
        </message>
        <message>
            <source>pattern %1 is decisive and explains the measured %2</source>
            <translation>el patrón %1 es decisivo y explica el %2 medido</translation>
        </message>
        <message>
            <source>decisive pattern %1 (%2) does not explain the measured %3</source>
            <translation>el patrón decisivo %1 (%2) no explica el %3 medido</translation>
        </message>
        <message>
            <source>decisive pattern %1 explains only %2 % of the time: look for the cause</source>
            <translation>el patrón decisivo %1 explica solo el %2 % del tiempo: buscar la causa</translation>
        </message>
        <message>
            <source>%1; no profile, L2 skipped</source>
            <translation>%1; sin perfil, se omite L2</translation>
        </message>
        <message>
            <source>%1; no IR to attribute it to a source line</source>
            <translation>%1; no hay IR para atribuirlo a una línea de código</translation>
        </message>
        <message>
            <source>%1; no profile and no IR: nothing to climb to</source>
            <translation>%1; sin perfil ni IR: no hay a dónde subir</translation>
        </message>
        <message>
            <source>%1; no cause found</source>
            <translation>%1; no se encontró causa</translation>
        </message>
        <message>
            <source>%1; decisive finding: %2</source>
            <translation>%1; hallazgo decisivo: %2</translation>
        </message>
        <message>
            <source>Pattern triage</source>
            <translation>Triaje de patrones</translation>
        </message>
        <message>
            <source>Profiling</source>
            <translation>Perfilado</translation>
        </message>
        <message>
            <source>IR attribution</source>
            <translation>Atribución en el IR</translation>
        </message>
        <message>
            <source>Compiler knowledge</source>
            <translation>Conocimiento del compilador</translation>
        </message>
        <message>
            <source>pattern %1 is decisive (confidence %2 ≥ %3, its evidence present)</source>
            <translation>el patrón %1 es decisivo (confianza %2 ≥ %3, con su evidencia presente)</translation>
        </message>
        <message>
            <source>%1 pattern(s) matched, none decisive</source>
            <translation>%1 patrón(es) coinciden, ninguno decisivo</translation>
        </message>
        <message>
            <source>no pattern matched</source>
            <translation>ningún patrón coincide</translation>
        </message>
        <message>
            <source>%1; facts missing: %2</source>
            <translation>%1; faltan hechos: %2</translation>
        </message>
        <message>
            <source>Registers spill to local memory (measured)</source>
            <translation>Los registros se vuelcan a memoria local (medido)</translation>
        </message>
        <message>
            <source>Atomics hold %1 % of the warp stalls</source>
            <translation>Las atómicas causan el %1 % de las esperas de warp</translation>
        </message>
        <message>
            <source>The grid's %1 blocks leave %2 % of the %3 SMs idle</source>
            <translation>Los %1 bloques de la malla dejan inactivo el %2 % de los %3 SM</translation>
        </message>
        <message>
            <source>The grid fills %1 of one wave of the SMs</source>
            <translation>La malla llena %1 de una oleada de los SM</translation>
        </message>
        <message>
            <source>Achieved occupancy is %1 %</source>
            <translation>La ocupación alcanzada es %1 %</translation>
        </message>
        <message>
            <source>raise the theoretical occupancy: fewer registers per thread (smaller tiles, fewer num_stages) or less shared memory per block</source>
            <translation>aumentar la ocupación teórica: menos registros por hilo (bloques más pequeños, menos num_stages) o menos memoria compartida por bloque</translation>
        </message>
        <message>
            <source>the profile holds no signal for this kernel</source>
            <translation>el perfil no tiene señales para este kernel</translation>
        </message>
        <message>
            <source>no profile for this kernel</source>
            <translation>no hay perfil para este kernel</translation>
        </message>
        <message>
            <source>The kernel is %1</source>
            <translation>El kernel es %1</translation>
        </message>
        <message>
            <source>Nsight Compute rule %1 fired</source>
            <translation>Se activó la regla %1 de Nsight Compute</translation>
        </message>
        <message>
            <source>launch-bound: the IR cannot explain launch overhead</source>
            <translation>limitado por el lanzamiento: el IR no puede explicar el coste de lanzamiento</translation>
        </message>
        <message>
            <source>bottleneck %1 needs a structural cause</source>
            <translation>el cuello de botella %1 necesita una causa estructural</translation>
        </message>
        <message>
            <source>Strided store: one element per access</source>
            <translation>Almacenamiento con salto: un elemento por acceso</translation>
        </message>
        <message>
            <source>Strided load: one element per access</source>
            <translation>Carga con salto: un elemento por acceso</translation>
        </message>
        <message>
            <source>Store not vectorized: the mask limits the vector width</source>
            <translation>Almacenamiento no vectorizado: la máscara limita el ancho del vector</translation>
        </message>
        <message>
            <source>Load not vectorized: the mask limits the vector width</source>
            <translation>Carga no vectorizada: la máscara limita el ancho del vector</translation>
        </message>
        <message>
            <source>the access's innermost (fastest-varying) axis must be the contiguous axis of the tensor in memory</source>
            <translation>el eje más interno (el que varía más rápido) del acceso debe ser el eje contiguo del tensor en memoria</translation>
        </message>
        <message>
            <source>the mask must be constant over runs of the vector width (mask alignment), e.g. a block size that divides the extent</source>
            <translation>la máscara debe ser constante en tramos del ancho del vector (alineación de máscara), p. ej. un tamaño de bloque que divida la extensión</translation>
        </message>
        <message>
            <source>Global loads are scalar although each thread holds several elements</source>
            <translation>Las cargas globales son escalares aunque cada hilo tiene varios elementos</translation>
        </message>
        <message>
            <source>tl.dot on fp32 with IEEE precision runs on the FMA path, not on tensor cores</source>
            <translation>tl.dot en fp32 con precisión IEEE se ejecuta por la vía FMA, no en los tensor cores</translation>
        </message>
        <message>
            <source>tl.dot runs on the FMA path, not on tensor cores</source>
            <translation>tl.dot se ejecuta por la vía FMA, no en los tensor cores</translation>
        </message>
        <message>
            <source>tl.dot uses %1, not Hopper's wgmma</source>
            <translation>tl.dot usa %1, no el wgmma de Hopper</translation>
        </message>
        <message>
            <source>%%1 is read from global memory %2 times, in %3 separate loops</source>
            <translation>%%1 se lee %2 veces de la memoria global, en %3 bucles separados</translation>
        </message>
        <message>
            <source>read each element of %1 from global memory once: keep the row in registers/shared memory across the passes (fuse the loops), or use an online (single-pass) formulation</source>
            <translation>leer cada elemento de %1 de la memoria global una sola vez: mantener la fila en registros/memoria compartida entre pasadas (fusionar los bucles) o usar una formulación en línea (de una pasada)</translation>
        </message>
        <message>
            <source>%1 registers spilled to local memory</source>
            <translation>%1 registros volcados a memoria local</translation>
        </message>
        <message>
            <source>fewer live values per thread: smaller tiles, fewer num_stages, or more warps</source>
            <translation>menos valores vivos por hilo: bloques más pequeños, menos num_stages o más warps</translation>
        </message>
        <message>
            <source>A loop loads one element per iteration</source>
            <translation>Un bucle carga un elemento por iteración</translation>
        </message>
        <message>
            <source>load a block (tl.arange) per iteration instead of a scalar</source>
            <translation>cargar un bloque (tl.arange) por iteración en lugar de un escalar</translation>
        </message>
        <message>
            <source>HIVM holds more scalar than vector operations</source>
            <translation>HIVM tiene más operaciones escalares que vectoriales</translation>
        </message>
        <message>
            <source>Pipe synchronisation outnumbers compute operations</source>
            <translation>La sincronización de pipes supera a las operaciones de cálculo</translation>
        </message>
        <message>
            <source>no IR for this kernel</source>
            <translation>no hay IR para este kernel</translation>
        </message>
        <message>
            <source>no structural cause found in the IR</source>
            <translation>no se encontró causa estructural en el IR</translation>
        </message>
        <message>
            <source>a compiler pass declined an optimization: ask its conditions</source>
            <translation>un pase del compilador rechazó una optimización: consultar sus condiciones</translation>
        </message>
        <message>
            <source>structural cause found at the source line</source>
            <translation>causa estructural encontrada en la línea de código</translation>
        </message>
        <message>
            <source>%1 finding(s) explained by compiler knowledge</source>
            <translation>%1 hallazgo(s) explicado(s) por el conocimiento del compilador</translation>
        </message>
        <message>
            <source>no compiler knowledge entry is supported by the evidence (remark, target, dtypes, IR facts) for %1</source>
            <translation>ninguna entrada de conocimiento del compilador está respaldada por la evidencia (aviso, destino, tipos, hechos del IR) para %1</translation>
        </message>
        <message>
            <source>%1: no such file or folder</source>
            <translation>%1: no existe ese archivo o carpeta</translation>
        </message>
        <message>
            <source>knowledge base unavailable, L1 and L4 run without it: %1</source>
            <translation>base de conocimiento no disponible, L1 y L4 se ejecutan sin ella: %1</translation>
        </message>
        <message>
            <source>%1: no kernel, IR or profile found</source>
            <translation>%1: no se encontró ningún kernel, IR ni perfil</translation>
        </message>
        <message>
            <source>%1: no kernel named %2</source>
            <translation>%1: no hay ningún kernel llamado %2</translation>
        </message>
        <message>
            <source>no @triton.jit kernel found</source>
            <translation>no se encontró ningún kernel @triton.jit</translation>
        </message>
        <message>
            <source>%1 is not a format lowerscope reads; export it: %2</source>
            <translation>%1 no es un formato que lea Lowerscope; expórtelo: %2</translation>
        </message>
        <message>
            <source>capture.json records another SHA-256 of %1 than the file has now</source>
            <translation>capture.json registra un SHA-256 de %1 distinto del que tiene ahora el archivo</translation>
        </message>
        <message>
            <source>the IR places the kernel's def at line %1, the source at line %2</source>
            <translation>la IR sitúa el def del kernel en la línea %1 y el código fuente en la línea %2</translation>
        </message>
        <message>
            <source>%1 IR location(s) name lines outside the kernel (lines %2–%3), e.g. line %4</source>
            <translation>%1 ubicación(es) de la IR nombran líneas fuera del kernel (líneas %2–%3), p. ej. la línea %4</translation>
        </message>
        <message>
            <source>a compiler remark names line %1, outside the kernel</source>
            <translation>una observación del compilador nombra la línea %1, fuera del kernel</translation>
        </message>
        <message>
            <source>a compiler remark points at column %1 of line %2, which has %3 characters</source>
            <translation>una observación del compilador apunta a la columna %1 de la línea %2, que tiene %3 caracteres</translation>
        </message>
        <message>
            <source>the source no longer matches the IR it was compiled from (%1): findings placed from the IR are marked stale; capture the IR again from this source</source>
            <translation>el código fuente ya no coincide con la IR de la que se compiló (%1): los hallazgos situados a partir de la IR se marcan como obsoletos; vuelva a capturar la IR desde este código fuente</translation>
        </message>
        <message>
            <source>%1: no kernel source (.py), so findings cannot name source lines; put the kernel's .py in the folder</source>
            <translation>%1: sin código fuente del kernel (.py), así que los hallazgos no pueden nombrar líneas; ponga el .py del kernel en la carpeta</translation>
        </message>
        <message>
            <source>Nsight Compute %1: %2 % estimated speedup (local)</source>
            <translation>Nsight Compute %1: %2 % de aceleración estimada (local)</translation>
        </message>
        <message>
            <source>Nsight Compute %1: %2 % estimated speedup</source>
            <translation>Nsight Compute %1: %2 % de aceleración estimada</translation>
        </message>
        <message>
            <source>Nsight Compute %1 at the transposing copy: %2 % estimated speedup (local)</source>
            <translation>Nsight Compute %1 en la copia que transpone: %2 % de aceleración estimada (local)</translation>
        </message>
        <message>
            <source>Nsight Compute %1 at the transposing copy: %2 % estimated speedup</source>
            <translation>Nsight Compute %1 en la copia que transpone: %2 % de aceleración estimada</translation>
        </message>
        <message>
            <source>stall %1: 0 % of stalls</source>
            <translation>espera %1: 0 % de las esperas</translation>
        </message>
        <message>
            <source>stall %1: %2 % of stalls</source>
            <translation>espera %1: %2 % de las esperas</translation>
        </message>
        <message>
            <source>%1 % of the stall samples at %2 instructions</source>
            <translation>%1 % de las muestras de espera en instrucciones %2</translation>
        </message>
        <message>
            <source>%1 × %2 % excess sectors</source>
            <translation>%1 × %2 % de sectores sobrantes</translation>
        </message>
        <message>
            <source>local-memory spilling requests: %1 %</source>
            <translation>solicitudes de volcado a memoria local: %1 %</translation>
        </message>
        <message>
            <source>%1 blocks on %2 SMs: %3 % of the SMs idle</source>
            <translation>%1 bloques en %2 SM: %3 % de los SM inactivos</translation>
        </message>
        <message>
            <source>%1 waves per SM</source>
            <translation>%1 oleadas por SM</translation>
        </message>
        <message>
            <source>achieved occupancy %1 % (%2 warps per scheduler)</source>
            <translation>ocupación alcanzada %1 % (%2 warps por planificador)</translation>
        </message>
        <message>
            <source>SM at %1 % of peak, %2 % of the PTX instructions 64-bit index arithmetic</source>
            <translation>SM al %1 % del pico, %2 % de las instrucciones PTX son aritmética de índices de 64 bits</translation>
        </message>
        <message>
            <source>memory is the nearer roof (%1 % against the SM's %2 %): the index arithmetic hides under it</source>
            <translation>la memoria es el techo más cercano (%1 % frente al %2 % del SM): la aritmética de índices queda oculta bajo él</translation>
        </message>
        <message>
            <source>achieved FLOP/s at %1 % of the tensor peak</source>
            <translation>FLOP/s alcanzados al %1 % del pico tensorial</translation>
        </message>
        <message>
            <source>the dot runs on the FMA path (%1 % of the time at FMA/MMA instructions or more)</source>
            <translation>el dot se ejecuta por la vía FMA (%1 % del tiempo o más en instrucciones FMA/MMA)</translation>
        </message>
        <message>
            <source>roofline: %1 % of the nearer peak</source>
            <translation>roofline: %1 % del pico más cercano</translation>
        </message>
        <message>
            <source>%1 % excess shared wavefronts × %2 % of the time at shared memory (measured)</source>
            <translation>%1 % de frentes de onda compartidos sobrantes × %2 % del tiempo en memoria compartida (medido)</translation>
        </message>
        <message>
            <source>repeats served by L1/L2: DRAM supplies %1 % of the requested bytes; %2 % of the stall samples at global loads</source>
            <translation>repeticiones servidas por L1/L2: la DRAM aporta el %1 % de los bytes pedidos; %2 % de las muestras de espera en cargas globales</translation>
        </message>
        <message>
            <source>compiler remark, not measured</source>
            <translation>observación del compilador, no medido</translation>
        </message>
        <message>
            <source>prior: pattern severity × confidence, not measured</source>
            <translation>a priori: gravedad del patrón × confianza, no medido</translation>
        </message>
        <message>
            <source>%1, bounded by the roofline gap</source>
            <translation>%1, acotado por la distancia al roofline</translation>
        </message>
        <message>
            <source>%1, bounded: a %2 µs kernel is launch-bound</source>
            <translation>%1, acotado: un kernel de %2 µs está limitado por el lanzamiento</translation>
        </message>
        <message>
            <source>the %1 it causes: %2</source>
            <translation>el %1 que causa: %2</translation>
        </message>
        <message>
            <source>%1; counted in %2: the layout conversion causes it</source>
            <translation>%1; contado en %2: lo causa la conversión de layout</translation>
        </message>
        <message>
            <source>%1; halved: a structural cause of the excess sectors was found</source>
            <translation>%1; reducido a la mitad: se encontró una causa estructural de los sectores sobrantes</translation>
        </message>
        <message>
            <source>%1 (needs %2)</source>
            <translation>%1 (necesita %2)</translation>
        </message>
        <message>
            <source>Blocked here by: %1.</source>
            <translation>Bloqueado aquí por: %1.</translation>
        </message>
        <message>
            <source>Does not hold: %1.</source>
            <translation>No se cumple: %1.</translation>
        </message>
        <message>
            <source>Blocked when (not decidable from the evidence): %1.</source>
            <translation>Bloqueado cuando (no decidible con la evidencia): %1.</translation>
        </message>
        <message>
            <source>Not decidable from the evidence: %1.</source>
            <translation>No decidible con la evidencia: %1.</translation>
        </message>
        <message>
            <source>%1 (%2): %3</source>
            <translation>%1 (%2): %3</translation>
        </message>
        <message>
            <source>theoretical occupancy 100 %: no resource limits the resident warps (measured)</source>
            <translation>ocupación teórica del 100 %: ningún recurso limita los warps residentes (medido)</translation>
        </message>
        <message>
            <source>achieved occupancy %1 % stays below the theoretical %2 % (Nsight AchievedOccupancy): the limit does not bind (measured)</source>
            <translation>la ocupación alcanzada del %1 % queda por debajo de la teórica del %2 % (Nsight AchievedOccupancy): el límite no actúa (medido)</translation>
        </message>
        <message>
            <source>repeats reach DRAM: %1 % of the DRAM traffic re-reads data (DRAM supplies %2 % of the requested bytes) × memory at %3 % of peak (measured)</source>
            <translation>las repeticiones llegan a la DRAM: el %1 % del tráfico DRAM vuelve a leer datos (la DRAM aporta el %2 % de los bytes pedidos) × memoria al %3 % del pico (medido)</translation>
        </message>
        <message>
            <source>%1: a kernel from %2, not compiled from your Triton source: there is no IR or source of yours to capture; only its profile is read, and what you can change is the call that launches it</source>
            <translation>%1: un kernel de %2, no compilado desde su código Triton: no hay IR ni código suyo que capturar; solo se lee su perfil, y lo que puede cambiar es la llamada que lo lanza</translation>
        </message>
        <message>
            <source>%1:%2: a loop of the wrapper is not followed</source>
            <translation>%1:%2: no se sigue un bucle del envoltorio</translation>
        </message>
        <message>
            <source>%1: no function %2 to call the cases with</source>
            <translation>%1: no hay función %2 con la que llamar a los casos</translation>
        </message>
        <message>
            <source>%1: calling %2 with case %3 reached no kernel[grid](...) launch</source>
            <translation>%1: llamar a %2 con el caso %3 no llegó a ningún lanzamiento kernel[grid](...)</translation>
        </message>
        <message>
            <source>%1:%2: the autotune configs of %3 could not be read</source>
            <translation>%1:%2: no se pudieron leer las configuraciones de autotune de %3</translation>
        </message>
        <message>
            <source>%1:%2: the grid of %3 for case %4 could not be evaluated</source>
            <translation>%1:%2: no se pudo evaluar la rejilla de %3 para el caso %4</translation>
        </message>
        <message>
            <source>pattern %1 is decisive (confidence %2 ≥ %3, its evidence present), the one of largest impact of %4 decisive patterns</source>
            <translation>el patrón %1 es decisivo (confianza %2 ≥ %3, con su evidencia presente), el de mayor impacto de %4 patrones decisivos</translation>
        </message>
        <message>
            <source>%%1 is read from global memory %2 times, in separate passes (%3 in loops, %4 outside them)</source>
            <translation>%%1 se lee de la memoria global %2 veces, en pasadas separadas (%3 en bucles, %4 fuera de ellos)</translation>
        </message>
    </context>
    <context>
        <name>Diagnostics</name>
        <message>
            <source>more than %1 warnings in this file: the rest are not listed</source>
            <translation>más de %1 avisos en este archivo: el resto no se muestra</translation>
        </message>
    </context>
    <context>
        <name>Formats</name>
        <message>
            <source>Triton IR of each stage: .ttir, .ttgir, .llir, .ptx, .sass / nvdisasm listings; Ascend .ttadapter and .hivm MLIR</source>
            <translation>IR de Triton de cada etapa: .ttir, .ttgir, .llir, .ptx, .sass / listados de nvdisasm; MLIR .ttadapter y .hivm de Ascend</translation>
        </message>
        <message>
            <source>MLIR per-pass dumps (MLIR_ENABLE_DUMP, print-after-all) with their remarks</source>
            <translation>Volcados de MLIR por pase (MLIR_ENABLE_DUMP, print-after-all) con sus observaciones</translation>
        </message>
        <message>
            <source>TritonParse NDJSON traces, plain or gzip</source>
            <translation>Trazas NDJSON de TritonParse, sin comprimir o gzip</translation>
        </message>
        <message>
            <source>The kernel's Python source (.py)</source>
            <translation>El código Python del kernel (.py)</translation>
        </message>
        <message>
            <source>Chrome trace JSON: torch.profiler, torch_npu and msprof traces, msprof op simulator and pipe traces</source>
            <translation>JSON de Chrome trace: trazas de torch.profiler, torch_npu y msprof, trazas del simulador de msprof op y de pipes</translation>
        </message>
        <message>
            <source>Nsight Compute CSV exports: --page raw, details and source</source>
            <translation>Exportaciones CSV de Nsight Compute: --page raw, details y source</translation>
        </message>
        <message>
            <source>Ascend tables: torch_npu kernel_details.csv, msprof op_summary_*.csv, msprof op CSVs and op_basic_info.txt, msprof SQLite (msprof_*.db), npu-compute JSONL</source>
            <translation>Tablas de Ascend: torch_npu kernel_details.csv, msprof op_summary_*.csv, CSV de msprof op y op_basic_info.txt, SQLite de msprof (msprof_*.db), JSONL de npu-compute</translation>
        </message>
        <message>
            <source>bench.json timings (the fixtures' benchmark cases)</source>
            <translation>tiempos de bench.json (los casos de benchmark de los fixtures)</translation>
        </message>
    </context>
    <context>
        <name>KnowledgeBase</name>
        <message>
            <source>expected a pattern, an array of patterns or an object with "patterns"</source>
            <translation>se esperaba un patrón, un array de patrones o un objeto con "patterns"</translation>
        </message>
        <message>
            <source>imported from %1</source>
            <translation>importado desde %1</translation>
        </message>
        <message>
            <source>the knowledge base is not open</source>
            <translation>la base de conocimiento no está abierta</translation>
        </message>
        <message>
            <source>migration to schema version %1 failed: %2</source>
            <translation>falló la migración a la versión de esquema %1: %2</translation>
        </message>
        <message>
            <source>not a knowledge base: %1</source>
            <translation>no es una base de conocimiento: %1</translation>
        </message>
        <message>
            <source>not a Lowerscope knowledge base (application_id %1)</source>
            <translation>no es una base de conocimiento de Lowerscope (application_id %1)</translation>
        </message>
        <message>
            <source>the knowledge base has schema version %1, newer than this build supports (%2); use a newer Lowerscope or another --kb file</source>
            <translation>la base de conocimiento tiene la versión de esquema %1, más reciente de lo que admite esta compilación (%2); use un Lowerscope más reciente u otro archivo --kb</translation>
        </message>
        <message>
            <source>pattern %1 exists already</source>
            <translation>el patrón %1 ya existe</translation>
        </message>
        <message>
            <source>added</source>
            <translation>añadido</translation>
        </message>
        <message>
            <source>no pattern %1</source>
            <translation>no existe el patrón %1</translation>
        </message>
        <message>
            <source>edited</source>
            <translation>editado</translation>
        </message>
        <message>
            <source>no compiler-knowledge entry %1</source>
            <translation>no existe la entrada de conocimiento del compilador %1</translation>
        </message>
        <message>
            <source>a pattern without an "id"</source>
            <translation>un patrón sin "id"</translation>
        </message>
        <message>
            <source>pattern %1: severity must be info, low, medium or high</source>
            <translation>patrón %1: severity debe ser info, low, medium o high</translation>
        </message>
        <message>
            <source>pattern %1, detector %2: kind must be source, ir or metric</source>
            <translation>patrón %1, detector %2: kind debe ser source, ir o metric</translation>
        </message>
        <message>
            <source>pattern %1, detector %2: role must be required, supporting or veto</source>
            <translation>patrón %1, detector %2: role debe ser required, supporting o veto</translation>
        </message>
        <message>
            <source>pattern %1, detector %2: weight must be positive</source>
            <translation>patrón %1, detector %2: el peso debe ser positivo</translation>
        </message>
        <message>
            <source>pattern %1: an edit needs a "param" and an "op" of set, scale, min or max</source>
            <translation>patrón %1: una edición necesita "param" y un "op" entre set, scale, min o max</translation>
        </message>
        <message>
            <source>pattern %1: provenance kind must be curated or distilled</source>
            <translation>patrón %1: el tipo de procedencia debe ser curated o distilled</translation>
        </message>
        <message>
            <source>a compiler-knowledge entry without an "id"</source>
            <translation>una entrada de conocimiento del compilador sin "id"</translation>
        </message>
        <message>
            <source>pattern %1, applicability: %2</source>
            <translation>patrón %1, aplicabilidad: %2</translation>
        </message>
        <message>
            <source>pattern %1, detector %2: %3</source>
            <translation>patrón %1, detector %2: %3</translation>
        </message>
        <message>
            <source>shipped knowledge, seed version %1</source>
            <translation>conocimiento incluido, versión de semilla %1</translation>
        </message>
        <message>
            <source>updated from shipped knowledge, seed version %1</source>
            <translation>actualizado desde el conocimiento incluido, versión de semilla %1</translation>
        </message>
        <message>
            <source>pattern %1 has no stored version %2</source>
            <translation>el patrón %1 no tiene guardada la versión %2</translation>
        </message>
        <message>
            <source>reverted to version %1</source>
            <translation>revertido a la versión %1</translation>
        </message>
    </context>
    <context>
        <name>Llm</name>
        <message>
            <source>profile %1: no API key: %2 is not set and the system keychain has none (%3)</source>
            <translation>perfil %1: no hay clave de API: %2 no está definida y el llavero del sistema no tiene ninguna (%3)</translation>
        </message>
        <message>
            <source>no entry</source>
            <translation>sin entrada</translation>
        </message>
        <message>
            <source>profile %1: no API key: set %2, or store one in the system keychain with `lowerscope llm key %1`</source>
            <translation>perfil %1: no hay clave de API: defina %2 o guarde una en el llavero del sistema con `lowerscope llm key %1`</translation>
        </message>
        <message>
            <source>the system keychain refused the key: %1 (use an environment variable instead)</source>
            <translation>el llavero del sistema rechazó la clave: %1 (use una variable de entorno)</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>cancelado</translation>
        </message>
        <message>
            <source>HTTP %1 from %2: %3</source>
            <translation>HTTP %1 de %2: %3</translation>
        </message>
        <message>
            <source>no data from %1 for %2 s</source>
            <translation>sin datos de %1 durante %2 s</translation>
        </message>
        <message>
            <source>the server reported an error in the stream: %1</source>
            <translation>el servidor informó de un error en el flujo: %1</translation>
        </message>
        <message>
            <source>the response from %1 ended before it was complete (%2 characters received)</source>
            <translation>la respuesta de %1 terminó antes de completarse (%2 caracteres recibidos)</translation>
        </message>
        <message>
            <source>the profile name '%1' is not 1-64 letters, digits, '.', '_' or '-'</source>
            <translation>el nombre de perfil '%1' no tiene 1-64 letras, dígitos, '.', '_' o '-'</translation>
        </message>
        <message>
            <source>profile %1: unknown protocol '%2' (known: %3)</source>
            <translation>perfil %1: protocolo desconocido '%2' (conocidos: %3)</translation>
        </message>
        <message>
            <source>profile %1: the endpoint '%2' is not an http or https URL</source>
            <translation>perfil %1: el endpoint '%2' no es una URL http o https</translation>
        </message>
        <message>
            <source>profile %1: no model</source>
            <translation>perfil %1: sin modelo</translation>
        </message>
        <message>
            <source>profile %1: tokens and timeout must be positive, retries and backoff not negative</source>
            <translation>perfil %1: los tokens y el tiempo límite deben ser positivos; los reintentos y la espera, no negativos</translation>
        </message>
        <message>
            <source>%1: cannot read the prompt template (%2)</source>
            <translation>%1: no se puede leer la plantilla del prompt (%2)</translation>
        </message>
        <message>
            <source>the prompt template names {{%1}}, which has no value (known: %2)</source>
            <translation>la plantilla del prompt nombra {{%1}}, que no tiene valor (conocidos: %2)</translation>
        </message>
        <message>
            <source>hunk %1: the line '%2' is neither context, removal nor addition</source>
            <translation>hunk %1: la línea '%2' no es contexto, eliminación ni adición</translation>
        </message>
        <message>
            <source>the diff has no hunk</source>
            <translation>el diff no tiene ningún hunk</translation>
        </message>
        <message>
            <source>hunk %1 (stated at line %2) does not match the kernel: its line '%3' is not there</source>
            <translation>el hunk %1 (indicado en la línea %2) no coincide con el kernel: su línea '%3' no está</translation>
        </message>
        <message>
            <source>the answer's diff does not apply: %1</source>
            <translation>el diff de la respuesta no se aplica: %1</translation>
        </message>
        <message>
            <source>the answer ends inside a code block: it was cut off before the rewrite was complete</source>
            <translation>la respuesta termina dentro de un bloque de código: se cortó antes de completar la reescritura</translation>
        </message>
        <message>
            <source>the answer is empty</source>
            <translation>la respuesta está vacía</translation>
        </message>
        <message>
            <source>the answer holds neither a Python block with a @triton.jit kernel (or the task's entry functions) nor a unified diff</source>
            <translation>la respuesta no contiene ni un bloque de Python con un kernel @triton.jit (o las funciones de entrada de la tarea) ni un diff unificado</translation>
        </message>
        <message>
            <source>HTTP %1 from %2: %3 (the server asks to wait %4 s, more than this profile's %5 s)</source>
            <translation>HTTP %1 de %2: %3 (el servidor pide esperar %4 s, más que los %5 s de este perfil)</translation>
        </message>
        <message>
            <source>HTTP %1 from %2: %3 (check the API key: %4 or the keychain entry of profile %5)</source>
            <translation>HTTP %1 de %2: %3 (compruebe la clave de API: %4 o la entrada del llavero del perfil %5)</translation>
        </message>
        <message>
            <source>the key variable looks like an API key itself (%1 characters): give the name of the environment variable that holds the key, e.g. OPENAI_API_KEY, never the key</source>
            <translation>la variable de la clave parece una clave de API (%1 caracteres): indique el nombre de la variable de entorno que contiene la clave, p. ej. OPENAI_API_KEY, nunca la clave</translation>
        </message>
        <message>
            <source>the key variable is not an environment variable name (upper-case letters, digits and '_', not starting with a digit, e.g. OPENAI_API_KEY)</source>
            <translation>la variable de la clave no es un nombre de variable de entorno (letras mayúsculas, dígitos y '_', sin empezar por un dígito, p. ej. OPENAI_API_KEY)</translation>
        </message>
        <message>
            <source>profile %1: %2</source>
            <translation>perfil %1: %2</translation>
        </message>
        <message>
            <source>the answer has %1 bytes, more than the %2 an answer may have (not read)</source>
            <translation>la respuesta tiene %1 bytes, más de los %2 que puede tener una respuesta (no se leyó)</translation>
        </message>
        <message>
            <source>the diff has more than %1 hunks or %2 lines</source>
            <translation>el diff tiene más de %1 hunks o %2 líneas</translation>
        </message>
        <message>
            <source>placing the diff's %1 hunks in a kernel of %2 lines takes more than %3 line comparisons</source>
            <translation>situar los %1 hunks del diff en un kernel de %2 líneas requiere más de %3 comparaciones de líneas</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::ConsentDialog</name>
        <message>
            <source>(identical to the task's kernel)</source>
            <translation>(idéntico al kernel de la tarea)</translation>
        </message>
        <message>
            <source>Run code you did not write?</source>
            <translation>¿Ejecutar código que usted no escribió?</translation>
        </message>
        <message numerus="yes">
            <source>%n candidate(s) came from a recipe or an LLM. Each would run on runner '%1' with your permissions. Read what each changes in the task's kernel before you run it.</source>
            <translation>
                <numerusform>%n candidato(s) vienen de una receta o de un LLM. Cada uno se ejecutaría en el ejecutor '%1' con sus permisos. Lea lo que cada uno cambia en el kernel de la tarea antes de ejecutarlo.</numerusform>
                <numerusform>%n candidato(s) vienen de una receta o de un LLM. Cada uno se ejecutaría en el ejecutor '%1' con sus permisos. Lea lo que cada uno cambia en el kernel de la tarea antes de ejecutarlo.</numerusform>
            </translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Ejecutar</translation>
        </message>
        <message>
            <source>Written by</source>
            <translation>Escrito por</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Nivel</translation>
        </message>
        <message>
            <source>Recipe</source>
            <translation>Receta</translation>
        </message>
        <message>
            <source>Pattern</source>
            <translation>Patrón</translation>
        </message>
        <message>
            <source>Finding</source>
            <translation>Hallazgo</translation>
        </message>
        <message>
            <source>Share of the kernel's time it explains</source>
            <translation>Parte del tiempo del kernel que explica</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modelo</translation>
        </message>
        <message>
            <source>%1 (%2 tokens in, %3 out, %4 USD)</source>
            <translation>%1 (%2 tokens de entrada, %3 de salida, %4 USD)</translation>
        </message>
        <message>
            <source>What it changes</source>
            <translation>Qué cambia</translation>
        </message>
        <message>
            <source>%1: %2 → %3 (line %4)</source>
            <translation>%1: %2 → %3 (línea %4)</translation>
        </message>
        <message>
            <source>Evidence it cites</source>
            <translation>Evidencia que cita</translation>
        </message>
        <message>
            <source>No finding: a search around the current launch parameters.</source>
            <translation>Ningún hallazgo: una búsqueda alrededor de los parámetros de lanzamiento actuales.</translation>
        </message>
        <message>
            <source>The finding %1 is not among the round's findings.</source>
            <translation>El hallazgo %1 no está entre los hallazgos de la ronda.</translation>
        </message>
        <message>
            <source>What the diagnosis rested on, and its cost</source>
            <translation>En qué se basó el diagnóstico, y su coste</translation>
        </message>
        <message>
            <source>cost: %1</source>
            <translation>coste: %1</translation>
        </message>
        <message>
            <source>Diff</source>
            <translation>Diff</translation>
        </message>
        <message>
            <source>Why and evidence</source>
            <translation>Por qué, y evidencia</translation>
        </message>
        <message>
            <source>Prompt</source>
            <translation>Prompt</translation>
        </message>
        <message>
            <source>Answer</source>
            <translation>Respuesta</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::RunnerProfilesDialog</name>
        <message>
            <source>&amp;Runner Profiles…</source>
            <translation>Perfiles de &amp;ejecutor…</translation>
        </message>
        <message>
            <source>Runner Profiles</source>
            <translation>Perfiles de ejecutor</translation>
        </message>
        <message>
            <source>New</source>
            <translation>Nuevo</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Eliminar</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Guardar</translation>
        </message>
        <message>
            <source>Test</source>
            <translation>Probar</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Timeout per request (s)</source>
            <translation>Tiempo límite por solicitud (s)</translation>
        </message>
        <message>
            <source>Requests at once</source>
            <translation>Solicitudes a la vez</translation>
        </message>
        <message>
            <source>Python</source>
            <translation>Python</translation>
        </message>
        <message>
            <source>ssh host</source>
            <translation>host ssh</translation>
        </message>
        <message>
            <source>ssh port (0: default)</source>
            <translation>puerto ssh (0: por defecto)</translation>
        </message>
        <message>
            <source>Remote folder</source>
            <translation>Carpeta remota</translation>
        </message>
        <message>
            <source>ssh options (-o, space-separated)</source>
            <translation>opciones ssh (-o, separadas por espacios)</translation>
        </message>
        <message>
            <source>Partition</source>
            <translation>Partición</translation>
        </message>
        <message>
            <source>GRES (e.g. gpu:1)</source>
            <translation>GRES (p. ej. gpu:1)</translation>
        </message>
        <message>
            <source>Time limit (sbatch --time)</source>
            <translation>Límite de tiempo (sbatch --time)</translation>
        </message>
        <message>
            <source>Account</source>
            <translation>Cuenta</translation>
        </message>
        <message>
            <source>More sbatch arguments</source>
            <translation>Más argumentos de sbatch</translation>
        </message>
        <message>
            <source>Shared folder</source>
            <translation>Carpeta compartida</translation>
        </message>
        <message>
            <source>Poll every (s)</source>
            <translation>Consultar cada (s)</translation>
        </message>
        <message>
            <source>Saved %1.</source>
            <translation>%1 guardado.</translation>
        </message>
        <message>
            <source>Removed %1.</source>
            <translation>%1 eliminado.</translation>
        </message>
        <message>
            <source>Testing %1…</source>
            <translation>Probando %1…</translation>
        </message>
        <message>
            <source>Every check passed.</source>
            <translation>Todas las comprobaciones pasaron.</translation>
        </message>
        <message>
            <source>A check failed.</source>
            <translation>Una comprobación falló.</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::Charts::ChartView</name>
        <message>
            <source>arithmetic intensity (FLOP/byte)</source>
            <translation>intensidad aritmética (FLOP/byte)</translation>
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
%2 FLOP/byte, %3 TFLOP/s (%4)</translation>
        </message>
        <message>
            <source>memory-bound</source>
            <translation>limitado por memoria</translation>
        </message>
        <message>
            <source>compute-bound</source>
            <translation>limitado por cómputo</translation>
        </message>
        <message>
            <source>performance (TFLOP/s)</source>
            <translation>rendimiento (TFLOP/s)</translation>
        </message>
        <message>
            <source>%1 roof, %2 TFLOP/s</source>
            <translation>techo %1, %2 TFLOP/s</translation>
        </message>
        <message>
            <source>opened: %1</source>
            <translation>abierto: %1</translation>
        </message>
        <message>
            <source>Could not write %1</source>
            <translation>No se pudo escribir %1</translation>
        </message>
        <message>
            <source>Save Chart</source>
            <translation>Guardar gráfico</translation>
        </message>
        <message>
            <source>Save Chart As…</source>
            <translation>Guardar gráfico como…</translation>
        </message>
        <message>
            <source>Chart exported by Lowerscope</source>
            <translation>Gráfico exportado por Lowerscope</translation>
        </message>
        <message>
            <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
            <translation>Imagen PNG (*.png);;Imagen SVG (*.svg);;Documento PDF (*.pdf)</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::Charts::ChartsPane</name>
        <message>
            <source>Nothing to chart: this profile has no kernel times, pipe ratios or benchmark results.</source>
            <translation>Nada que graficar: este perfil no tiene tiempos de kernel, proporciones de pipes ni resultados de benchmark.</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::CuratorView</name>
        <message>
            <source>Not saved: %1</source>
            <translation>No guardado: %1</translation>
        </message>
        <message>
            <source>Saved %1.</source>
            <translation>%1 guardado.</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Eliminar</translation>
        </message>
        <message>
            <source>Delete %1 from the knowledge base?</source>
            <translation>¿Eliminar %1 de la base de conocimiento?</translation>
        </message>
        <message>
            <source>Deleted %1.</source>
            <translation>%1 eliminado.</translation>
        </message>
        <message>
            <source>New pattern</source>
            <translation>Patrón nuevo</translation>
        </message>
        <message>
            <source>Import patterns</source>
            <translation>Importar patrones</translation>
        </message>
        <message>
            <source>Knowledge base JSON (*.json);;All files (*)</source>
            <translation>JSON de base de conocimiento (*.json);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Export the knowledge base</source>
            <translation>Exportar la base de conocimiento</translation>
        </message>
        <message>
            <source>Knowledge base JSON (*.json)</source>
            <translation>JSON de base de conocimiento (*.json)</translation>
        </message>
        <message>
            <source>No kernel found in %1.</source>
            <translation>No se encontró ningún kernel en %1.</translation>
        </message>
        <message>
            <source>does not apply</source>
            <translation>no se aplica</translation>
        </message>
        <message>
            <source>no match</source>
            <translation>sin coincidencia</translation>
        </message>
        <message>
            <source>matches, decisive</source>
            <translation>coincide, decisivo</translation>
        </message>
        <message>
            <source>matches</source>
            <translation>coincide</translation>
        </message>
        <message>
            <source>confidence %1</source>
            <translation>confianza %1</translation>
        </message>
        <message>
            <source>true</source>
            <translation>verdadero</translation>
        </message>
        <message>
            <source>false</source>
            <translation>falso</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>desconocido</translation>
        </message>
        <message>
            <source>detector</source>
            <translation>detector</translation>
        </message>
        <message>
            <source>missing: %1</source>
            <translation>falta: %1</translation>
        </message>
        <message>
            <source>Evidence</source>
            <translation>Evidencia</translation>
        </message>
        <message>
            <source>No knowledge base is set (Settings).</source>
            <translation>No hay base de conocimiento configurada (Preferencias).</translation>
        </message>
        <message>
            <source>All backends</source>
            <translation>Todos los backends</translation>
        </message>
        <message>
            <source>All categories</source>
            <translation>Todas las categorías</translation>
        </message>
        <message>
            <source>%1 (current)</source>
            <translation>%1 (actual)</translation>
        </message>
        <message>
            <source>%1 is at version %2.</source>
            <translation>%1 está en la versión %2.</translation>
        </message>
        <message>
            <source>Version %1 of %2 is recorded without its definition (older knowledge bases kept only the note).</source>
            <translation>La versión %1 de %2 está registrada sin su definición (las bases de conocimiento antiguas solo guardaban la nota).</translation>
        </message>
        <message>
            <source>version %1</source>
            <translation>versión %1</translation>
        </message>
        <message>
            <source>version %1 (current)</source>
            <translation>versión %1 (actual)</translation>
        </message>
        <message>
            <source>Version %1 has the same definition as the current one.</source>
            <translation>La versión %1 tiene la misma definición que la actual.</translation>
        </message>
        <message>
            <source>Saved %1 as version %2.</source>
            <translation>%1 guardado como versión %2.</translation>
        </message>
        <message>
            <source>%1 reverted to the definition of version %2.</source>
            <translation>%1 revertido a la definición de la versión %2.</translation>
        </message>
        <message>
            <source>Open a kernel folder first; the test reads it the way the diagnosis does.</source>
            <translation>Abra primero una carpeta de kernel; la prueba la lee igual que el diagnóstico.</translation>
        </message>
        <message>
            <source>Testing %1 on %2…</source>
            <translation>Probando %1 con %2…</translation>
        </message>
        <message>
            <source>Testing %1…</source>
            <translation>Probando %1…</translation>
        </message>
        <message>
            <source>Nothing imported: %1</source>
            <translation>No se importó nada: %1</translation>
        </message>
        <message>
            <source>Imported %1: %2 added, %3 updated, %4 unchanged, %5 compiler-knowledge entries.</source>
            <translation>%1 importado: %2 añadidos, %3 actualizados, %4 sin cambios, %5 entradas de conocimiento del compilador.</translation>
        </message>
        <message>
            <source>%1: could not write the export: %2</source>
            <translation>%1: no se pudo escribir la exportación: %2</translation>
        </message>
        <message>
            <source>Exported the knowledge base to %1.</source>
            <translation>Base de conocimiento exportada a %1.</translation>
        </message>
        <message>
            <source>Patterns and compiler knowledge</source>
            <translation>Patrones y conocimiento del compilador</translation>
        </message>
        <message>
            <source>Proposals</source>
            <translation>Propuestas</translation>
        </message>
        <message>
            <source>Search id, title, category, source…</source>
            <translation>Buscar id, título, categoría, fuente…</translation>
        </message>
        <message>
            <source>All levels</source>
            <translation>Todos los niveles</translation>
        </message>
        <message>
            <source>L1 patterns</source>
            <translation>Patrones L1</translation>
        </message>
        <message>
            <source>L4 compiler knowledge</source>
            <translation>Conocimiento del compilador L4</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>Importar…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportar…</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Nivel</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>Id</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Título</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Categoría</translation>
        </message>
        <message>
            <source>Backends</source>
            <translation>Backends</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>Fuente</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>Versión</translation>
        </message>
        <message>
            <source>Tried</source>
            <translation>Probadas</translation>
        </message>
        <message>
            <source>Accepted</source>
            <translation>Aceptadas</translation>
        </message>
        <message>
            <source>Median gain</source>
            <translation>Ganancia mediana</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Guardar</translation>
        </message>
        <message>
            <source>Test on the open kernel</source>
            <translation>Probar con el kernel abierto</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Fecha</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <source>Revert to this version</source>
            <translation>Revertir a esta versión</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Historial</translation>
        </message>
        <message>
            <source>Test result</source>
            <translation>Resultado de la prueba</translation>
        </message>
        <message>
            <source>Reading the knowledge base</source>
            <translation>Leyendo la base de conocimiento</translation>
        </message>
        <message>
            <source>%1 is not in the knowledge base.</source>
            <translation>%1 no está en la base de conocimiento.</translation>
        </message>
        <message>
            <source>Reading the history of %1</source>
            <translation>Leyendo el historial de %1</translation>
        </message>
        <message>
            <source>Reading version %1…</source>
            <translation>Leyendo la versión %1…</translation>
        </message>
        <message>
            <source>Exporting the knowledge base to %1…</source>
            <translation>Exportando la base de conocimiento a %1…</translation>
        </message>
        <message>
            <source>Exporting the knowledge base</source>
            <translation>Exportando la base de conocimiento</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::FindingsBrowser</name>
        <message>
            <source>high</source>
            <translation>alta</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>media</translation>
        </message>
        <message>
            <source>low</source>
            <translation>baja</translation>
        </message>
        <message>
            <source>info</source>
            <translation>info</translation>
        </message>
        <message>
            <source>No finding: the evidence shows no cause.</source>
            <translation>Sin hallazgos: la evidencia no muestra ninguna causa.</translation>
        </message>
        <message>
            <source>decisive</source>
            <translation>decisivo</translation>
        </message>
        <message>
            <source>Category:</source>
            <translation>Categoría:</translation>
        </message>
        <message>
            <source>Level:</source>
            <translation>Nivel:</translation>
        </message>
        <message>
            <source>Impact:</source>
            <translation>Impacto:</translation>
        </message>
        <message>
            <source>%1 % of the kernel's time</source>
            <translation>%1 % del tiempo del kernel</translation>
        </message>
        <message>
            <source>not estimated</source>
            <translation>no estimado</translation>
        </message>
        <message>
            <source>Location:</source>
            <translation>Ubicación:</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>desconocido</translation>
        </message>
        <message>
            <source>(stale: the source changed since the IR was captured)</source>
            <translation>(obsoleto: el código cambió desde que se capturó el IR)</translation>
        </message>
        <message>
            <source>Pattern:</source>
            <translation>Patrón:</translation>
        </message>
        <message>
            <source>confidence %1</source>
            <translation>confianza %1</translation>
        </message>
        <message>
            <source>Why:</source>
            <translation>Por qué:</translation>
        </message>
        <message>
            <source>A rewrite must satisfy:</source>
            <translation>Una reescritura debe cumplir:</translation>
        </message>
        <message numerus="yes">
            <source>Evidence (%n item(s)):</source>
            <translation>
                <numerusform>Evidencia (%n elemento(s)):</numerusform>
                <numerusform>Evidencia (%n elemento(s)):</numerusform>
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
            <translation>Diagnosticando…</translation>
        </message>
        <message>
            <source>Open a kernel folder to diagnose it.</source>
            <translation>Abra una carpeta de kernel para diagnosticarla.</translation>
        </message>
        <message>
            <source>Stopped at %1: %2</source>
            <translation>Detenido en %1: %2</translation>
        </message>
        <message>
            <source>Bottleneck: %1</source>
            <translation>Cuello de botella: %1</translation>
        </message>
        <message>
            <source>L1
patterns</source>
            <translation>L1
patrones</translation>
        </message>
        <message>
            <source>L2
profile</source>
            <translation>L2
perfil</translation>
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
compilador</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::IrSearchBar</name>
        <message>
            <source>no matches</source>
            <translation>sin coincidencias</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 de %2</translation>
        </message>
        <message>
            <source>%1 matches</source>
            <translation>%1 coincidencias</translation>
        </message>
        <message>
            <source>Find in this pane…</source>
            <translation>Buscar en este panel…</translation>
        </message>
        <message>
            <source>Previous match (Shift+Enter)</source>
            <translation>Coincidencia anterior (Mayús+Intro)</translation>
        </message>
        <message>
            <source>Next match (Enter)</source>
            <translation>Siguiente coincidencia (Intro)</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::JobStatus</name>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>lowering trajectory</source>
            <translation>trayectoria de lowering</translation>
        </message>
        <message>
            <source>profile</source>
            <translation>perfil</translation>
        </message>
        <message>
            <source>diagnosis</source>
            <translation>diagnóstico</translation>
        </message>
        <message>
            <source>workspace</source>
            <translation>espacio de trabajo</translation>
        </message>
        <message>
            <source>synthesis</source>
            <translation>síntesis</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::KernelChooser</name>
        <message>
            <source>(profile)</source>
            <translation>(perfil)</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::KnowledgeEditor</name>
        <message>
            <source>A compiler-knowledge entry (L4) as stored: which pass, what blocks it, what it says, and the evidence tests (applies_when, blocked_checks) in the detector language.</source>
            <translation>Una entrada de conocimiento del compilador (L4) tal como se guarda: qué pase, qué lo bloquea, qué dice y las pruebas de evidencia (applies_when, blocked_checks) en el lenguaje de detectores.</translation>
        </message>
        <message>
            <source>JSON: line %1, column %2: %3</source>
            <translation>JSON: línea %1, columna %2: %3</translation>
        </message>
        <message>
            <source>expected an object</source>
            <translation>se esperaba un objeto</translation>
        </message>
        <message>
            <source>the entry needs an id</source>
            <translation>la entrada necesita un id</translation>
        </message>
        <message>
            <source>%1: line %2, column %3: %4</source>
            <translation>%1: línea %2, columna %3: %4</translation>
        </message>
        <message>
            <source>The entry is valid.</source>
            <translation>La entrada es válida.</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::LadderView</name>
        <message>
            <source>Running…</source>
            <translation>En curso…</translation>
        </message>
        <message>
            <source>Not reached</source>
            <translation>No alcanzado</translation>
        </message>
        <message>
            <source>Skipped on the way from %1 to %2.</source>
            <translation>Omitido al pasar de %1 a %2.</translation>
        </message>
        <message numerus="yes">
            <source>Established %n finding(s)</source>
            <translation>
                <numerusform>%n hallazgo(s) establecido(s)</numerusform>
                <numerusform>%n hallazgo(s) establecido(s)</numerusform>
            </translation>
        </message>
        <message>
            <source>Reached from %1:</source>
            <translation>Alcanzado desde %1:</translation>
        </message>
        <message>
            <source>Climbed to %1:</source>
            <translation>Subió a %1:</translation>
        </message>
        <message>
            <source>Stopped here:</source>
            <translation>Se detuvo aquí:</translation>
        </message>
        <message>
            <source>Diagnosing…</source>
            <translation>Diagnosticando…</translation>
        </message>
        <message>
            <source>Open a kernel folder to diagnose it.</source>
            <translation>Abra una carpeta de kernel para diagnosticarla.</translation>
        </message>
        <message numerus="yes">
            <source>Stopped at %1 (%2) with %n finding(s).</source>
            <translation>
                <numerusform>Se detuvo en %1 (%2) con %n hallazgo(s).</numerusform>
                <numerusform>Se detuvo en %1 (%2) con %n hallazgo(s).</numerusform>
            </translation>
        </message>
        <message>
            <source>Bottleneck: %1</source>
            <translation>Cuello de botella: %1</translation>
        </message>
        <message>
            <source>Kernel:</source>
            <translation>Kernel:</translation>
        </message>
        <message>
            <source>Run again</source>
            <translation>Repetir</translation>
        </message>
        <message>
            <source>Read the folder again and climb the ladder (F5)</source>
            <translation>Leer de nuevo la carpeta y subir la escalera (F5)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Partial data:</source>
            <translation>Datos parciales:</translation>
        </message>
        <message>
            <source>the profile figures below are built from files that end early or hold fewer rows than they should.</source>
            <translation>las cifras de perfil de abajo se construyen a partir de archivos que terminan antes de tiempo o tienen menos filas de las que deberían.</translation>
        </message>
        <message>
            <source>Grid</source>
            <translation>Grid</translation>
        </message>
        <message>
            <source>Programs</source>
            <translation>Programas</translation>
        </message>
        <message>
            <source>Warps per program</source>
            <translation>Warps por programa</translation>
        </message>
        <message>
            <source>Programs per SM</source>
            <translation>Programas por SM</translation>
        </message>
        <message>
            <source>Resident programs per SM</source>
            <translation>Programas residentes por SM</translation>
        </message>
        <message>
            <source>Waves</source>
            <translation>Olas</translation>
        </message>
        <message>
            <source>Elements per program</source>
            <translation>Elementos por programa</translation>
        </message>
        <message>
            <source>Elements per thread</source>
            <translation>Elementos por hilo</translation>
        </message>
        <message>
            <source>Bytes per thread</source>
            <translation>Bytes por hilo</translation>
        </message>
        <message>
            <source>Loop iterations per program</source>
            <translation>Iteraciones de bucle por programa</translation>
        </message>
        <message>
            <source>Masked share of the last block</source>
            <translation>Fracción enmascarada del último bloque</translation>
        </message>
        <message>
            <source>Dot shape and precision</source>
            <translation>Forma y precisión del dot</translation>
        </message>
        <message>
            <source>Dot on tensor cores</source>
            <translation>Dot en tensor cores</translation>
        </message>
        <message>
            <source>Vector width of the loads</source>
            <translation>Ancho vectorial de las cargas</translation>
        </message>
        <message>
            <source>Size per thread (layout)</source>
            <translation>Tamaño por hilo (layout)</translation>
        </message>
        <message>
            <source>Programs (measured)</source>
            <translation>Programas (medidos)</translation>
        </message>
        <message>
            <source>Waves per SM (measured)</source>
            <translation>Olas por SM (medidas)</translation>
        </message>
        <message>
            <source>Constant %1</source>
            <translation>Constante %1</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>source</source>
            <translation>código fuente</translation>
        </message>
        <message>
            <source>IR</source>
            <translation>IR</translation>
        </message>
        <message>
            <source>profile</source>
            <translation>perfil</translation>
        </message>
        <message>
            <source>hardware model</source>
            <translation>modelo de hardware</translation>
        </message>
        <message>
            <source>every case</source>
            <translation>todos los casos</translation>
        </message>
        <message>
            <source>Not computed</source>
            <translation>No calculado</translation>
        </message>
        <message numerus="yes">
            <source>Launch facts (%n): what the launch is, each with where it was read</source>
            <translation>
                <numerusform>Datos del lanzamiento (%n): qué es el lanzamiento, cada uno con dónde se leyó</numerusform>
                <numerusform>Datos del lanzamiento (%n): qué es el lanzamiento, cada uno con dónde se leyó</numerusform>
            </translation>
        </message>
        <message>
            <source>Launch fact</source>
            <translation>Dato</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valor</translation>
        </message>
        <message>
            <source>Holds for</source>
            <translation>Vale para</translation>
        </message>
        <message>
            <source>Read from</source>
            <translation>Leído de</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::MainWindow</name>
        <message>
            <source>Lowerscope — Triton kernel diagnosis</source>
            <translation>Lowerscope — diagnóstico de kernels Triton</translation>
        </message>
        <message>
            <source>%1 — Lowerscope</source>
            <translation>%1 — Lowerscope</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Iniciar</translation>
        </message>
        <message>
            <source>Evidence</source>
            <translation>Evidencia</translation>
        </message>
        <message>
            <source>Findings</source>
            <translation>Hallazgos</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>Registro</translation>
        </message>
        <message>
            <source>No kernel open</source>
            <translation>Ningún kernel abierto</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <source>Open &amp;Folder…</source>
            <translation>Abrir &amp;carpeta…</translation>
        </message>
        <message>
            <source>&amp;Open File…</source>
            <translation>&amp;Abrir archivo…</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>Abrir &amp;reciente</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Configuración</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <source>System default</source>
            <translation>Predeterminado del sistema</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;yuda</translation>
        </message>
        <message>
            <source>&amp;About Lowerscope</source>
            <translation>&amp;Acerca de Lowerscope</translation>
        </message>
        <message>
            <source>About &amp;Qt</source>
            <translation>Acerca de &amp;Qt</translation>
        </message>
        <message>
            <source>%1: no such file or folder</source>
            <translation>%1: no existe ese archivo o carpeta</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>Abierto %1</translation>
        </message>
        <message>
            <source>Open Kernel Folder</source>
            <translation>Abrir carpeta de kernel</translation>
        </message>
        <message>
            <source>Open File</source>
            <translation>Abrir archivo</translation>
        </message>
        <message>
            <source>About Lowerscope</source>
            <translation>Acerca de Lowerscope</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Lowerscope %1&lt;/h3&gt;&lt;p&gt;A workbench for making Triton kernels fast on NVIDIA GPUs and Ascend NPUs. It reads the lowering trajectory and profiles, and climbs a diagnosis ladder: pattern triage, profiling, IR attribution, compiler knowledge.&lt;/p&gt;&lt;p&gt;Knowledge base: %2&lt;br&gt;Workspace: %3&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Lowerscope %1&lt;/h3&gt;&lt;p&gt;Un banco de trabajo para acelerar kernels de Triton en GPU de NVIDIA y NPU Ascend. Lee la trayectoria de compilación y los perfiles, y sube una escalera de diagnóstico: triaje por patrones, perfilado, atribución en la IR, conocimiento del compilador.&lt;/p&gt;&lt;p&gt;Base de conocimiento: %2&lt;br&gt;Espacio de trabajo: %3&lt;/p&gt;</translation>
        </message>
        <message>
            <source>%1: findings %2, levels reached %3</source>
            <translation>%1: %2 hallazgos, niveles alcanzados %3</translation>
        </message>
        <message>
            <source>No folder for kernel %1 under %2</source>
            <translation>No hay carpeta para el kernel %1 en %2</translation>
        </message>
        <message>
            <source>Kernel %1: %2</source>
            <translation>Kernel %1: %2</translation>
        </message>
        <message>
            <source>Reading %1 was cancelled</source>
            <translation>Se canceló la lectura de %1</translation>
        </message>
        <message>
            <source>Reading %1…</source>
            <translation>Leyendo %1…</translation>
        </message>
        <message>
            <source>Kernel %1</source>
            <translation>Kernel %1</translation>
        </message>
        <message>
            <source>Reading the workspace %1…</source>
            <translation>Leyendo el espacio de trabajo %1…</translation>
        </message>
        <message>
            <source>Kernels, IR and profiles (%1);;All files (*)</source>
            <translation>Kernels, IR y perfiles (%1);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Diagnosis</source>
            <translation>Diagnóstico</translation>
        </message>
        <message>
            <source>%1 is not in the knowledge base %2</source>
            <translation>%1 no está en la base de conocimiento %2</translation>
        </message>
        <message>
            <source>%1 = %2 (%3)</source>
            <translation>%1 = %2 (%3)</translation>
        </message>
        <message>
            <source>Demo workspace %1: %2 round(s) recorded now, %3 already there. The times are the H200 measurements of %4.</source>
            <translation>Espacio de trabajo de la demo %1: %2 ronda(s) registrada(s) ahora, %3 ya existían. Los tiempos son las mediciones en H200 de %4.</translation>
        </message>
        <message>
            <source>That view has nothing to show yet.</source>
            <translation>Esa vista aún no tiene nada que mostrar.</translation>
        </message>
        <message>
            <source>Open &amp;Demo</source>
            <translation>Abrir la &amp;demo</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>&amp;Atajos de teclado</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Preferencias…</translation>
        </message>
        <message>
            <source>&amp;Run Diagnosis Again</source>
            <translation>&amp;Repetir el diagnóstico</translation>
        </message>
        <message>
            <source>Pattern &amp;Curator</source>
            <translation>&amp;Curador de patrones</translation>
        </message>
        <message>
            <source>&amp;Rounds and Report</source>
            <translation>&amp;Rondas e informe</translation>
        </message>
        <message>
            <source>Trajectory</source>
            <translation>Trayectoria</translation>
        </message>
        <message>
            <source>Source &amp;&amp; IR</source>
            <translation>Código &amp;&amp; IR</translation>
        </message>
        <message>
            <source>Timeline</source>
            <translation>Línea de tiempo</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>Gráficos</translation>
        </message>
        <message>
            <source>Curator</source>
            <translation>Curador</translation>
        </message>
        <message>
            <source>Rounds &amp;&amp; Report</source>
            <translation>Rondas &amp;&amp; informe</translation>
        </message>
        <message>
            <source>Show %1</source>
            <translation>Mostrar %1</translation>
        </message>
        <message>
            <source>Zoom &amp;In</source>
            <translation>&amp;Acercar</translation>
        </message>
        <message>
            <source>Zoom &amp;Out</source>
            <translation>A&amp;lejar</translation>
        </message>
        <message>
            <source>Reset &amp;Zoom</source>
            <translation>Restablecer el &amp;zoom</translation>
        </message>
        <message>
            <source>The knowledge base changed: Run Diagnosis Again (F5) applies it.</source>
            <translation>La base de conocimiento cambió: Repetir el diagnóstico (F5) la aplica.</translation>
        </message>
        <message>
            <source>The demo is not installed next to the application (a demo-kit folder beside the executable).</source>
            <translation>La demo no está instalada junto a la aplicación (una carpeta demo-kit junto al ejecutable).</translation>
        </message>
        <message>
            <source>Preparing the demo…</source>
            <translation>Preparando la demo…</translation>
        </message>
        <message>
            <source>Keyboard Shortcuts</source>
            <translation>Atajos de teclado</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Acción</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>Atajo</translation>
        </message>
        <message>
            <source>Source &amp; IR: first and last line</source>
            <translation>Código e IR: primera y última línea</translation>
        </message>
        <message>
            <source>Timeline: next search hit</source>
            <translation>Línea de tiempo: siguiente resultado</translation>
        </message>
        <message>
            <source>Zoom: %1 pt</source>
            <translation>Zoom: %1 pt</translation>
        </message>
        <message>
            <source>Optimize</source>
            <translation>Optimizar</translation>
        </message>
        <message>
            <source>The loop is running; cancel it before starting another.</source>
            <translation>El bucle está en marcha; cancélelo antes de iniciar otro.</translation>
        </message>
        <message>
            <source>&amp;Optimize Operator Tasks…</source>
            <translation>&amp;Optimizar tareas de operadores…</translation>
        </message>
        <message>
            <source>Findings and Diagnosis: next link (location, pattern, evidence), then show it</source>
            <translation>Hallazgos y Diagnóstico: siguiente enlace (ubicación, patrón, evidencia) y mostrarlo</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::OpenBanner</name>
        <message>
            <source>Hide this message</source>
            <translation>Ocultar este mensaje</translation>
        </message>
        <message>
            <source>Nothing to show in %1</source>
            <translation>Nada que mostrar en %1</translation>
        </message>
        <message>
            <source>Not found: no kernel IR or pass dump, no profile, no benchmark results and no Triton source.</source>
            <translation>No encontrado: ni IR del kernel ni volcados de pases, ni perfil, ni resultados de benchmark, ni código Triton.</translation>
        </message>
        <message>
            <source>and %1 more</source>
            <translation>y %1 más</translation>
        </message>
        <message>
            <source>Found, but in no format Lowerscope reads:</source>
            <translation>Encontrado, pero en ningún formato que Lowerscope lea:</translation>
        </message>
        <message>
            <source>Found: no files.</source>
            <translation>Encontrado: ningún archivo.</translation>
        </message>
        <message>
            <source>Problems:</source>
            <translation>Problemas:</translation>
        </message>
        <message>
            <source>and %1 more (see the Log)</source>
            <translation>y %1 más (vea el registro)</translation>
        </message>
        <message>
            <source>Lowerscope reads:</source>
            <translation>Lowerscope lee:</translation>
        </message>
        <message>
            <source>Partial data in %1</source>
            <translation>Datos parciales en %1</translation>
        </message>
        <message>
            <source>These files end early or hold fewer rows than their own header or sibling files imply; the figures built from them are marked partial:</source>
            <translation>Estos archivos terminan antes de tiempo o tienen menos filas de las que indican su propia cabecera o los archivos vecinos; las cifras construidas a partir de ellos se marcan como parciales:</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::OptimizeDialog</name>
        <message>
            <source>Add an operator task folder</source>
            <translation>Añadir una carpeta de tarea de operador</translation>
        </message>
        <message>
            <source>Baseline log</source>
            <translation>Registro de referencia</translation>
        </message>
        <message>
            <source>Harness logs (*.json)</source>
            <translation>Registros del harness (*.json)</translation>
        </message>
        <message>
            <source>Results of an offline step</source>
            <translation>Resultados de un paso sin conexión</translation>
        </message>
        <message>
            <source>Results archives (*.tar.gz)</source>
            <translation>Archivos de resultados (*.tar.gz)</translation>
        </message>
        <message>
            <source>An offline profile runs nothing here: each step is exported as a bundle to run where the hardware is; the loop then waits for its results.</source>
            <translation>Un perfil sin conexión no ejecuta nada aquí: cada paso se exporta como un paquete para ejecutarlo donde está el hardware; el bucle espera luego sus resultados.</translation>
        </message>
        <message>
            <source>Each candidate runs through the harness on %1, after you have seen its diff.</source>
            <translation>Cada candidato se ejecuta con el harness en %1, después de que haya visto su diff.</translation>
        </message>
        <message>
            <source>Optimize Operator Tasks</source>
            <translation>Optimizar tareas de operadores</translation>
        </message>
        <message>
            <source>The embedded loop: each step diagnoses the best kernel so far, picks rewrites from the findings by impact, asks you before any of them runs, validates them with the runner and records the rounds in the workspace.</source>
            <translation>El bucle integrado: cada paso diagnostica el mejor kernel hasta ahora, elige reescrituras a partir de los hallazgos según su impacto, le pregunta antes de ejecutar cualquiera, las valida con el ejecutor y registra las rondas en el espacio de trabajo.</translation>
        </message>
        <message>
            <source>Task folders (each with a task.json):</source>
            <translation>Carpetas de tareas (cada una con un task.json):</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>Añadir…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Eliminar</translation>
        </message>
        <message>
            <source>Rounds per operator:</source>
            <translation>Rondas por operador:</translation>
        </message>
        <message>
            <source>In all, counting the rounds of earlier sessions.</source>
            <translation>En total, contando las rondas de sesiones anteriores.</translation>
        </message>
        <message>
            <source>Candidates per step:</source>
            <translation>Candidatos por paso:</translation>
        </message>
        <message>
            <source>Runner:</source>
            <translation>Ejecutor:</translation>
        </message>
        <message>
            <source>Continue the rounds the workspace already holds for these tasks</source>
            <translation>Continuar las rondas que el espacio de trabajo ya tiene para estas tareas</translation>
        </message>
        <message>
            <source>Baseline log (optional):</source>
            <translation>Registro de referencia (opcional):</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Examinar…</translation>
        </message>
        <message>
            <source>Offline results (optional):</source>
            <translation>Resultados sin conexión (opcional):</translation>
        </message>
        <message>
            <source>The results.tar.gz of an offline step's bundle: imported first, its rounds finished, then the loop continues.</source>
            <translation>El results.tar.gz del paquete de un paso sin conexión: se importa primero, se terminan sus rondas y luego el bucle continúa.</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Iniciar</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::OptimizeView</name>
        <message>
            <source>%1 of %2 requests</source>
            <translation>%1 de %2 solicitudes</translation>
        </message>
        <message numerus="yes">
            <source>This step's %n request(s) were exported as a bundle:&lt;br&gt;&lt;code&gt;%1&lt;/code&gt;&lt;br&gt;Where the hardware is: &lt;code&gt;mkdir b &amp;amp;&amp;amp; tar -xzf %1 -C b &amp;amp;&amp;amp; cd b &amp;amp;&amp;amp; python3 run.py&lt;/code&gt; writes &lt;code&gt;results.tar.gz&lt;/code&gt;. Bring it back and continue the loop with its results: Start… with it as the offline results, or&lt;br&gt;&lt;code&gt;lowerscope optimize %2 --runner %3 --results results.tar.gz --workspace %4&lt;/code&gt;&lt;br&gt;The step's rounds stay started until then.</source>
            <translation>
                <numerusform>Las %n solicitud(es) de este paso se exportaron como paquete:&lt;br&gt;&lt;code&gt;%1&lt;/code&gt;&lt;br&gt;Donde está el hardware, &lt;code&gt;mkdir b &amp;amp;&amp;amp; tar -xzf %1 -C b &amp;amp;&amp;amp; cd b &amp;amp;&amp;amp; python3 run.py&lt;/code&gt; escribe &lt;code&gt;results.tar.gz&lt;/code&gt;. Tráigalo de vuelta y continúe el bucle con sus resultados: «Iniciar…» con él como resultados sin conexión, o&lt;br&gt;&lt;code&gt;lowerscope optimize %2 --runner %3 --results results.tar.gz --workspace %4&lt;/code&gt;&lt;br&gt;Hasta entonces, las rondas del paso quedan iniciadas.</numerusform>
                <numerusform>Las %n solicitud(es) de este paso se exportaron como paquete:&lt;br&gt;&lt;code&gt;%1&lt;/code&gt;&lt;br&gt;Donde está el hardware, &lt;code&gt;mkdir b &amp;amp;&amp;amp; tar -xzf %1 -C b &amp;amp;&amp;amp; cd b &amp;amp;&amp;amp; python3 run.py&lt;/code&gt; escribe &lt;code&gt;results.tar.gz&lt;/code&gt;. Tráigalo de vuelta y continúe el bucle con sus resultados: «Iniciar…» con él como resultados sin conexión, o&lt;br&gt;&lt;code&gt;lowerscope optimize %2 --runner %3 --results results.tar.gz --workspace %4&lt;/code&gt;&lt;br&gt;Hasta entonces, las rondas del paso quedan iniciadas.</numerusform>
            </translation>
        </message>
        <message>
            <source>Bundle written: %1</source>
            <translation>Paquete escrito: %1</translation>
        </message>
        <message>
            <source>Starting: reading the tasks and the knowledge base…</source>
            <translation>Iniciando: leyendo las tareas y la base de conocimiento…</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>Cancelando…</translation>
        </message>
        <message>
            <source>Step %1 of at most %2 — %3</source>
            <translation>Paso %1 de como máximo %2 — %3</translation>
        </message>
        <message>
            <source>%1: %2× (round %3, %4)</source>
            <translation>%1: %2× (ronda %3, %4)</translation>
        </message>
        <message>
            <source>%1: the initial kernel (no round accepted yet)</source>
            <translation>%1: el kernel inicial (aún ninguna ronda aceptada)</translation>
        </message>
        <message numerus="yes">
            <source>%n operator(s) still at the initial kernel</source>
            <translation>
                <numerusform>%n operador(es) aún en el kernel inicial</numerusform>
                <numerusform>%n operador(es) aún en el kernel inicial</numerusform>
            </translation>
        </message>
        <message>
            <source>Best so far: no round recorded yet.</source>
            <translation>Lo mejor hasta ahora: aún no hay rondas registradas.</translation>
        </message>
        <message>
            <source>Best so far — %1</source>
            <translation>Lo mejor hasta ahora — %1</translation>
        </message>
        <message>
            <source>The loop stopped: %1</source>
            <translation>El bucle se detuvo: %1</translation>
        </message>
        <message>
            <source>Cancelled. Rounds that did not finish stay started; start again with “Continue the rounds” to run them.</source>
            <translation>Cancelado. Las rondas que no terminaron quedan iniciadas; inicie de nuevo con «Continuar las rondas» para ejecutarlas.</translation>
        </message>
        <message>
            <source>The loop finished.</source>
            <translation>El bucle terminó.</translation>
        </message>
        <message>
            <source>Optimization loop</source>
            <translation>Bucle de optimización</translation>
        </message>
        <message>
            <source>Start…</source>
            <translation>Iniciar…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Not running. Start… chooses task folders, rounds, candidates and a runner.</source>
            <translation>No está en marcha. «Iniciar…» elige carpetas de tareas, rondas, candidatos y un ejecutor.</translation>
        </message>
        <message>
            <source>Ladder</source>
            <translation>Escalera</translation>
        </message>
        <message>
            <source>The diagnosis ladder of the current step</source>
            <translation>La escalera de diagnóstico del paso actual</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>Registro</translation>
        </message>
        <message>
            <source>The diagnosis of the operator's best kernel so far, from which the step picked its rewrites:</source>
            <translation>El diagnóstico del mejor kernel del operador hasta ahora, del que el paso eligió sus reescrituras:</translation>
        </message>
        <message>
            <source>Reading the workspace</source>
            <translation>Leyendo el espacio de trabajo</translation>
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
en %2</translation>
        </message>
        <message>
            <source>?</source>
            <translation>?</translation>
        </message>
        <message>
            <source>unchanged</source>
            <translation>sin cambios</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 de %2</translation>
        </message>
        <message>
            <source>Filter passes…</source>
            <translation>Filtrar pases…</translation>
        </message>
        <message>
            <source>Changed only</source>
            <translation>Solo cambiados</translation>
        </message>
        <message>
            <source>Hide the passes that left the IR unchanged</source>
            <translation>Ocultar los pases que dejaron la IR sin cambios</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pase</translation>
        </message>
        <message>
            <source>Pipeline</source>
            <translation>Pipeline</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Cambio</translation>
        </message>
        <message>
            <source>Remarks</source>
            <translation>Observaciones</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::PatternEditor</name>
        <message>
            <source>Add detector</source>
            <translation>Añadir detector</translation>
        </message>
        <message>
            <source>Remove detector</source>
            <translation>Quitar detector</translation>
        </message>
        <message>
            <source>Add edit</source>
            <translation>Añadir edición</translation>
        </message>
        <message>
            <source>Remove edit</source>
            <translation>Quitar edición</translation>
        </message>
        <message>
            <source>Detector %1: line %2, column %3: %4</source>
            <translation>Detector %1: línea %2, columna %3: %4</translation>
        </message>
        <message>
            <source>Detector %1: the kind must be source, ir or metric</source>
            <translation>Detector %1: el tipo debe ser source, ir o metric</translation>
        </message>
        <message>
            <source>Detector %1: the role must be required, supporting or veto</source>
            <translation>Detector %1: el rol debe ser required, supporting o veto</translation>
        </message>
        <message>
            <source>Applicability: line %1, column %2: %3</source>
            <translation>Aplicabilidad: línea %1, columna %2: %3</translation>
        </message>
        <message>
            <source>Every detector parses.</source>
            <translation>Todos los detectores son válidos.</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>Id</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Título</translation>
        </message>
        <message>
            <source>Family</source>
            <translation>Familia</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Categoría</translation>
        </message>
        <message>
            <source>Severity</source>
            <translation>Gravedad</translation>
        </message>
        <message>
            <source>Backends</source>
            <translation>Backends</translation>
        </message>
        <message>
            <source>Operator categories</source>
            <translation>Categorías de operador</translation>
        </message>
        <message>
            <source>Applicability</source>
            <translation>Aplicabilidad</translation>
        </message>
        <message>
            <source>Symptom</source>
            <translation>Síntoma</translation>
        </message>
        <message>
            <source>Rationale</source>
            <translation>Fundamento</translation>
        </message>
        <message>
            <source>Recipe</source>
            <translation>Receta</translation>
        </message>
        <message>
            <source>Rewrite conditions
(one per line)</source>
            <translation>Condiciones de reescritura
(una por línea)</translation>
        </message>
        <message>
            <source>Expected gain</source>
            <translation>Ganancia esperada</translation>
        </message>
        <message>
            <source>Risk</source>
            <translation>Riesgo</translation>
        </message>
        <message>
            <source>Provenance</source>
            <translation>Procedencia</translation>
        </message>
        <message>
            <source>Cited source</source>
            <translation>Fuente citada</translation>
        </message>
        <message>
            <source>From rounds</source>
            <translation>De las rondas</translation>
        </message>
        <message>
            <source>Untested</source>
            <translation>Sin probar</translation>
        </message>
        <message>
            <source>no fixture exercises its detectors</source>
            <translation>ningún dato de prueba ejercita sus detectores</translation>
        </message>
        <message>
            <source>Detectors</source>
            <translation>Detectores</translation>
        </message>
        <message>
            <source>Mechanical edits</source>
            <translation>Ediciones mecánicas</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>Role</source>
            <translation>Rol</translation>
        </message>
        <message>
            <source>Weight</source>
            <translation>Peso</translation>
        </message>
        <message>
            <source>Expression</source>
            <translation>Expresión</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <source>Parameter</source>
            <translation>Parámetro</translation>
        </message>
        <message>
            <source>Operation</source>
            <translation>Operación</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valor</translation>
        </message>
        <message>
            <source>optional detector expression; false means the pattern does not apply</source>
            <translation>expresión de detector opcional; falso significa que el patrón no se aplica</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::ProfileTabs</name>
        <message>
            <source>Profile: %1 events on %2 tracks (%3)</source>
            <translation>Perfil: %1 eventos en %2 pistas (%3)</translation>
        </message>
        <message>
            <source>Timeline</source>
            <translation>Línea de tiempo</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>Gráficos</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::ProposalReview</name>
        <message>
            <source>No workspace is set (Settings).</source>
            <translation>No hay espacio de trabajo configurado (Preferencias).</translation>
        </message>
        <message>
            <source>No proposals. Synthesize reads the accepted rounds of the workspace and proposes patterns.</source>
            <translation>No hay propuestas. Sintetizar lee las rondas aceptadas del espacio de trabajo y propone patrones.</translation>
        </message>
        <message>
            <source>Kind:</source>
            <translation>Tipo:</translation>
        </message>
        <message>
            <source>State:</source>
            <translation>Estado:</translation>
        </message>
        <message>
            <source>Proposed pattern:</source>
            <translation>Patrón propuesto:</translation>
        </message>
        <message>
            <source>Category:</source>
            <translation>Categoría:</translation>
        </message>
        <message>
            <source>Detectors:</source>
            <translation>Detectores:</translation>
        </message>
        <message>
            <source>Recipe:</source>
            <translation>Receta:</translation>
        </message>
        <message>
            <source>Rewrite conditions:</source>
            <translation>Condiciones de reescritura:</translation>
        </message>
        <message>
            <source>Known pattern:</source>
            <translation>Patrón conocido:</translation>
        </message>
        <message>
            <source>Statistics:</source>
            <translation>Estadísticas:</translation>
        </message>
        <message>
            <source>The rounds it came from</source>
            <translation>Las rondas de las que proviene</translation>
        </message>
        <message>
            <source>not in this workspace</source>
            <translation>no está en este espacio de trabajo</translation>
        </message>
        <message>
            <source>level</source>
            <translation>nivel</translation>
        </message>
        <message>
            <source>source</source>
            <translation>código fuente</translation>
        </message>
        <message>
            <source>outcome</source>
            <translation>resultado</translation>
        </message>
        <message>
            <source>speed-up</source>
            <translation>aceleración</translation>
        </message>
        <message>
            <source>Curator's note:</source>
            <translation>Nota del curador:</translation>
        </message>
        <message>
            <source>Select a proposal first.</source>
            <translation>Seleccione primero una propuesta.</translation>
        </message>
        <message>
            <source>Proposal #%1 approved; the knowledge base has it.</source>
            <translation>Propuesta #%1 aprobada; la base de conocimiento ya la tiene.</translation>
        </message>
        <message>
            <source>Proposal #%1 rejected.</source>
            <translation>Propuesta #%1 rechazada.</translation>
        </message>
        <message>
            <source>%1 proposal(s), %2 new.</source>
            <translation>%1 propuesta(s), %2 nueva(s).</translation>
        </message>
        <message>
            <source>Pending</source>
            <translation>Pendientes</translation>
        </message>
        <message>
            <source>Approved</source>
            <translation>Aprobadas</translation>
        </message>
        <message>
            <source>Rejected</source>
            <translation>Rechazadas</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Todas</translation>
        </message>
        <message>
            <source>Synthesize from rounds</source>
            <translation>Sintetizar a partir de las rondas</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>Id</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Estado</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <source>About</source>
            <translation>Sobre</translation>
        </message>
        <message>
            <source>From rounds</source>
            <translation>De las rondas</translation>
        </message>
        <message>
            <source>Note:</source>
            <translation>Nota:</translation>
        </message>
        <message>
            <source>why you approve or reject it (kept with the decision)</source>
            <translation>por qué la aprueba o rechaza (se guarda con la decisión)</translation>
        </message>
        <message>
            <source>Approve</source>
            <translation>Aprobar</translation>
        </message>
        <message>
            <source>Reject</source>
            <translation>Rechazar</translation>
        </message>
        <message>
            <source>Reading the proposals</source>
            <translation>Leyendo las propuestas</translation>
        </message>
        <message>
            <source>Synthesis cancelled; the proposals stored before it stay.</source>
            <translation>Síntesis cancelada; las propuestas guardadas antes se conservan.</translation>
        </message>
        <message>
            <source>Synthesizing proposals from the rounds of %1…</source>
            <translation>Sintetizando propuestas a partir de las rondas de %1…</translation>
        </message>
        <message>
            <source>Synthesizing proposals</source>
            <translation>Sintetizando propuestas</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::RoundsView</name>
        <message>
            <source>Export the report</source>
            <translation>Exportar el informe</translation>
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
            <translation>Espacio de trabajo: %1</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguno</translation>
        </message>
        <message>
            <source>No workspace is set (Settings).</source>
            <translation>No hay espacio de trabajo configurado (Preferencias).</translation>
        </message>
        <message>
            <source>Nothing recorded yet: %1</source>
            <translation>Aún no hay nada registrado: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n case(s)</source>
            <translation>
                <numerusform>%n caso(s)</numerusform>
                <numerusform>%n caso(s)</numerusform>
            </translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>Ronda %1</translation>
        </message>
        <message>
            <source>No operator has a recorded round yet.</source>
            <translation>Ningún operador tiene aún una ronda registrada.</translation>
        </message>
        <message>
            <source>Speed-up per operator (best round vs initial kernel)</source>
            <translation>Aceleración por operador (mejor ronda frente al kernel inicial)</translation>
        </message>
        <message>
            <source>Select a round.</source>
            <translation>Seleccione una ronda.</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Nivel</translation>
        </message>
        <message>
            <source>Rewrite source</source>
            <translation>Origen de la reescritura</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Speed-up vs the initial kernel</source>
            <translation>Aceleración frente al kernel inicial</translation>
        </message>
        <message>
            <source>Speed-up vs the reference</source>
            <translation>Aceleración frente a la referencia</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>Iniciada</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Terminada</translation>
        </message>
        <message>
            <source>Cases</source>
            <translation>Casos</translation>
        </message>
        <message>
            <source>Case</source>
            <translation>Caso</translation>
        </message>
        <message>
            <source>Correct</source>
            <translation>Correcto</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>Error</translation>
        </message>
        <message>
            <source>Initial ms</source>
            <translation>ms inicial</translation>
        </message>
        <message>
            <source>ms</source>
            <translation>ms</translation>
        </message>
        <message>
            <source>Speed-up</source>
            <translation>Aceleración</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>sí</translation>
        </message>
        <message>
            <source>no</source>
            <translation>no</translation>
        </message>
        <message>
            <source>Findings it acted on</source>
            <translation>Hallazgos sobre los que actuó</translation>
        </message>
        <message>
            <source>Rewrite</source>
            <translation>Reescritura</translation>
        </message>
        <message>
            <source>initial kernel</source>
            <translation>kernel inicial</translation>
        </message>
        <message>
            <source>after round %1</source>
            <translation>tras la ronda %1</translation>
        </message>
        <message>
            <source>This operator has only one kernel version.</source>
            <translation>Este operador tiene solo una versión del kernel.</translation>
        </message>
        <message>
            <source>The two versions are the same.</source>
            <translation>Las dos versiones son iguales.</translation>
        </message>
        <message>
            <source>%1: could not write the report: %2</source>
            <translation>%1: no se pudo escribir el informe: %2</translation>
        </message>
        <message>
            <source>Report written to %1</source>
            <translation>Informe escrito en %1</translation>
        </message>
        <message>
            <source>Reload</source>
            <translation>Recargar</translation>
        </message>
        <message>
            <source>Export Markdown…</source>
            <translation>Exportar Markdown…</translation>
        </message>
        <message>
            <source>Export HTML…</source>
            <translation>Exportar HTML…</translation>
        </message>
        <message>
            <source>Operator / round</source>
            <translation>Operador / ronda</translation>
        </message>
        <message>
            <source>Hypothesis</source>
            <translation>Hipótesis</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>Fuente</translation>
        </message>
        <message>
            <source>Report</source>
            <translation>Informe</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Ronda</translation>
        </message>
        <message>
            <source>Kernel diff</source>
            <translation>Diferencias del kernel</translation>
        </message>
        <message>
            <source>Compare</source>
            <translation>Comparar</translation>
        </message>
        <message>
            <source>Reading the workspace</source>
            <translation>Leyendo el espacio de trabajo</translation>
        </message>
        <message>
            <source>Reading the two versions…</source>
            <translation>Leyendo las dos versiones…</translation>
        </message>
        <message>
            <source>Comparing kernel versions</source>
            <translation>Comparando versiones del kernel</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::SettingsDialog</name>
        <message>
            <source>Browse…</source>
            <translation>Examinar…</translation>
        </message>
        <message>
            <source>Knowledge base (*.sqlite);;All files (*)</source>
            <translation>Base de conocimiento (*.sqlite);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Preferencias</translation>
        </message>
        <message>
            <source>System default</source>
            <translation>Predeterminado del sistema</translation>
        </message>
        <message>
            <source>a Triton checkout: L4 names the compiler source line of a remark</source>
            <translation>una copia de Triton: L4 indica la línea del compilador de un aviso</translation>
        </message>
        <message>
            <source>System</source>
            <translation>Sistema</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Claro</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Oscuro</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>Knowledge base</source>
            <translation>Base de conocimiento</translation>
        </message>
        <message>
            <source>Workspace</source>
            <translation>Espacio de trabajo</translation>
        </message>
        <message>
            <source>Compiler source</source>
            <translation>Código del compilador</translation>
        </message>
        <message>
            <source>Compiler source checkout</source>
            <translation>Copia del código del compilador</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Tema</translation>
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
                <numerusform>%1: %n línea(s)</numerusform>
                <numerusform>%1: %n línea(s)</numerusform>
            </translation>
        </message>
        <message>
            <source>Line %1 · %2: %3</source>
            <translation>Línea %1 · %2: %3</translation>
        </message>
        <message>
            <source>Line %1 · %2 in %3: %4</source>
            <translation>Línea %1 · %2 en %3: %4</translation>
        </message>
        <message>
            <source>Python line %1 → %2</source>
            <translation>Línea de Python %1 → %2</translation>
        </message>
        <message>
            <source>%1 line %2 has no location in the kernel's source</source>
            <translation>La línea %2 de %1 no tiene ubicación en el código fuente del kernel</translation>
        </message>
        <message>
            <source>%1 line %2 ← Python line %3 → %4</source>
            <translation>Línea %2 de %1 ← línea de Python %3 → %4</translation>
        </message>
        <message numerus="yes">
            <source>%n lines</source>
            <translation>
                <numerusform>%n líneas</numerusform>
                <numerusform>%n líneas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n linked</source>
            <translation>
                <numerusform>%n vinculadas</numerusform>
                <numerusform>%n vinculadas</numerusform>
            </translation>
        </message>
        <message>
            <source>No kernel open: open a kernel folder to see its Python source beside every stage's IR.</source>
            <translation>No hay ningún kernel abierto: abra una carpeta de kernel para ver su código Python junto a la IR de cada etapa.</translation>
        </message>
        <message>
            <source>Pick a line in any pane: the Python source and every stage follow.</source>
            <translation>Elija una línea en cualquier panel: el código Python y todas las etapas la siguen.</translation>
        </message>
        <message>
            <source>Find in %1 (Ctrl+F)</source>
            <translation>Buscar en %1 (Ctrl+F)</translation>
        </message>
        <message>
            <source>Restore the panes</source>
            <translation>Restaurar los paneles</translation>
        </message>
        <message>
            <source>Maximise %1</source>
            <translation>Maximizar %1</translation>
        </message>
        <message>
            <source>Stall samples</source>
            <translation>Muestras de bloqueo</translation>
        </message>
        <message>
            <source>Instructions executed</source>
            <translation>Instrucciones ejecutadas</translation>
        </message>
        <message>
            <source>L2 sectors</source>
            <translation>Sectores L2</translation>
        </message>
        <message>
            <source>Excess L2 sectors</source>
            <translation>Sectores L2 excedentes</translation>
        </message>
        <message>
            <source>Stall: %1</source>
            <translation>Bloqueo: %1</translation>
        </message>
        <message>
            <source>%1: %2 in all</source>
            <translation>%1: %2 en total</translation>
        </message>
        <message numerus="yes">
            <source>%1 has no final-stage files, only %n pass dump(s): the Trajectory tab shows them.</source>
            <translation>
                <numerusform>%1 no tiene archivos de etapas finales, solo %n volcado(s) de pases: la pestaña Trayectoria los muestra.</numerusform>
                <numerusform>%1 no tiene archivos de etapas finales, solo %n volcado(s) de pases: la pestaña Trayectoria los muestra.</numerusform>
            </translation>
        </message>
        <message>
            <source>No Python source was found beside this IR. Pick a line in any pane: the other stages follow.</source>
            <translation>No se encontró código Python junto a esta IR. Elija una línea en cualquier panel: las demás etapas la siguen.</translation>
        </message>
        <message numerus="yes">
            <source>%n line(s) partial (%1)</source>
            <translation>
                <numerusform>%n línea parcial (%1)</numerusform>
                <numerusform>%n líneas parciales (%1)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %n linked line(s)</source>
            <translation>
                <numerusform>%1: %n línea enlazada</numerusform>
                <numerusform>%1: %n líneas enlazadas</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: at least %2 in all (partial data)</source>
            <translation>%1: al menos %2 en total (datos parciales)</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TimelinePane</name>
        <message>
            <source>Search events…</source>
            <translation>Buscar eventos…</translation>
        </message>
        <message>
            <source>Previous match (Shift+F3)</source>
            <translation>Coincidencia anterior (Mayús+F3)</translation>
        </message>
        <message>
            <source>Next match (F3)</source>
            <translation>Siguiente coincidencia (F3)</translation>
        </message>
        <message>
            <source>Fit</source>
            <translation>Ajustar</translation>
        </message>
        <message>
            <source>Show the whole trace (Home)</source>
            <translation>Mostrar toda la traza (Inicio)</translation>
        </message>
        <message>
            <source>Property</source>
            <translation>Propiedad</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valor</translation>
        </message>
        <message>
            <source>Open the kernel's trajectory and findings</source>
            <translation>Abrir la trayectoria y los hallazgos del kernel</translation>
        </message>
        <message>
            <source>no matches</source>
            <translation>sin coincidencias</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 de %2</translation>
        </message>
        <message>
            <source>%1 matches</source>
            <translation>%1 coincidencias</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nombre</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Categoría</translation>
        </message>
        <message>
            <source>Track</source>
            <translation>Pista</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Iniciar</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Duración</translation>
        </message>
        <message>
            <source>instant</source>
            <translation>instantáneo</translation>
        </message>
        <message>
            <source>Zoom to Selection</source>
            <translation>Ampliar a la selección</translation>
        </message>
        <message>
            <source>Show the selected range or event across the view (F)</source>
            <translation>Mostrar el intervalo o evento seleccionado a lo ancho de la vista (F)</translation>
        </message>
        <message>
            <source>All Flows</source>
            <translation>Todos los flujos</translation>
        </message>
        <message>
            <source>Draw every flow arrow; off: only the selected event's</source>
            <translation>Dibujar todas las flechas de flujo; desactivado: solo las del evento seleccionado</translation>
        </message>
        <message>
            <source>Ctrl+wheel or W/S: zoom · drag or A/D: pan · Shift+drag: measure a range · double-click a kernel: its trajectory</source>
            <translation>Ctrl+rueda o W/S: zoom · arrastrar o A/D: desplazar · Mayús+arrastrar: medir un intervalo · doble clic en un kernel: su trayectoria</translation>
        </message>
        <message>
            <source>Pipes:</source>
            <translation>Pipes:</translation>
        </message>
        <message>
            <source>Range start</source>
            <translation>Inicio del intervalo</translation>
        </message>
        <message>
            <source>Range duration</source>
            <translation>Duración del intervalo</translation>
        </message>
        <message>
            <source>Events in range</source>
            <translation>Eventos en el intervalo</translation>
        </message>
        <message>
            <source>Span %1</source>
            <translation>Duración %1</translation>
        </message>
        <message numerus="yes">
            <source>device busy %1 (%2 %) on %n stream(s)</source>
            <translation>
                <numerusform>dispositivo ocupado %1 (%2 %) en %n stream</numerusform>
                <numerusform>dispositivo ocupado %1 (%2 %) en %n streams</numerusform>
            </translation>
        </message>
        <message>
            <source>costliest: %1, %2 (%3 %)</source>
            <translation>más costoso: %1, %2 (%3 %)</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TimelineView</name>
        <message>
            <source>No timeline events in this profile</source>
            <translation>Este perfil no tiene eventos de línea de tiempo</translation>
        </message>
        <message>
            <source>%1 events</source>
            <translation>%1 eventos</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TrajectoryGraphView</name>
        <message>
            <source>No lowering trajectory: open a kernel folder, a TRITON_KERNEL_DUMP folder or a per-pass dump.</source>
            <translation>No hay trayectoria de lowering: abra una carpeta de kernel, una carpeta TRITON_KERNEL_DUMP o un volcado por pase.</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TrajectoryModel</name>
        <message>
            <source>passes</source>
            <translation>pases</translation>
        </message>
        <message>
            <source>1 unchanged pass</source>
            <translation>1 pase sin cambios</translation>
        </message>
        <message numerus="yes">
            <source>%n unchanged passes</source>
            <translation>
                <numerusform>%n pases sin cambios</numerusform>
                <numerusform>%n pases sin cambios</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n lines</source>
            <translation>
                <numerusform>%n líneas</numerusform>
                <numerusform>%n líneas</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 lines · %2 ops</source>
            <translation>%1 líneas · %2 ops</translation>
        </message>
        <message>
            <source>source</source>
            <translation>código fuente</translation>
        </message>
        <message>
            <source>Node</source>
            <translation>Nodo</translation>
        </message>
        <message>
            <source>Lines</source>
            <translation>Líneas</translation>
        </message>
        <message>
            <source>Ops</source>
            <translation>Ops</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Cambio</translation>
        </message>
        <message>
            <source>%1 (%2), pass %3 in %4
+%5 −%6 lines
Click: what it changed</source>
            <translation>%1 (%2), pase %3 en %4
+%5 −%6 líneas
Clic: lo que cambió</translation>
        </message>
        <message>
            <source>%1: %2 lines · %3 ops
%4</source>
            <translation>%1: %2 líneas · %3 ops
%4</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TrajectoryTabs</name>
        <message>
            <source>%1: no lowering trajectory found (no IR stages, per-pass dumps or TritonParse logs)</source>
            <translation>%1: no se encontró ninguna trayectoria de lowering (sin etapas de IR, volcados por pase ni registros de TritonParse)</translation>
        </message>
        <message numerus="yes">
            <source>Trajectory of %1: %n kernel(s)</source>
            <translation>
                <numerusform>Trayectoria de %1: %n kernel(s)</numerusform>
                <numerusform>Trayectoria de %1: %n kernel(s)</numerusform>
            </translation>
        </message>
        <message>
            <source>Trajectory</source>
            <translation>Trayectoria</translation>
        </message>
        <message>
            <source>Source &amp;&amp; IR</source>
            <translation>Código &amp;&amp; IR</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TrajectoryView</name>
        <message>
            <source>before %1 (pass %2)</source>
            <translation>antes de %1 (pase %2)</translation>
        </message>
        <message>
            <source>No trajectory loaded</source>
            <translation>No hay ninguna trayectoria cargada</translation>
        </message>
        <message numerus="yes">
            <source>%1 (%2): %n final stage(s)</source>
            <translation>
                <numerusform>%1 (%2): %n etapa(s) final(es)</numerusform>
                <numerusform>%1 (%2): %n etapa(s) final(es)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pass(es)</source>
            <translation>
                <numerusform>%n pase(s)</numerusform>
                <numerusform>%n pase(s)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n changed the IR</source>
            <translation>
                <numerusform>%n cambiaron la IR</numerusform>
                <numerusform>%n cambiaron la IR</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n remark(s)</source>
            <translation>
                <numerusform>%n observación(es)</numerusform>
                <numerusform>%n observación(es)</numerusform>
            </translation>
        </message>
        <message>
            <source>Kernel:</source>
            <translation>Kernel:</translation>
        </message>
        <message>
            <source>Show unchanged passes</source>
            <translation>Mostrar pases sin cambios</translation>
        </message>
        <message>
            <source>Passes that left the IR unchanged are folded into one node per run; click a folded node to unfold it.</source>
            <translation>Los pases que no cambiaron la IR se pliegan en un nodo por tramo; haga clic en un nodo plegado para desplegarlo.</translation>
        </message>
        <message>
            <source>Click a node to see its IR; Ctrl+click a second node to compare the two.</source>
            <translation>Haga clic en un nodo para ver su IR; Ctrl+clic en un segundo nodo compara ambos.</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>%1 → %2: +%3 −%4 lines (N / P: next / previous change)</source>
            <translation>%1 → %2: +%3 −%4 líneas (N / P: cambio siguiente / anterior)</translation>
        </message>
        <message>
            <source>Graph</source>
            <translation>Grafo</translation>
        </message>
        <message>
            <source>Passes (%1)</source>
            <translation>Pases (%1)</translation>
        </message>
        <message>
            <source>%1 (pass %2) changed nothing</source>
            <translation>%1 (pase %2) no cambió nada</translation>
        </message>
        <message>
            <source>What %1 (pass %2) changed: +%3 −%4 lines (N / P: next / previous change)</source>
            <translation>Lo que cambió %1 (pase %2): +%3 −%4 líneas (N / P: cambio siguiente / anterior)</translation>
        </message>
        <message>
            <source>IR before %1 (pass %2); the dump holds no IR after it</source>
            <translation>IR antes de %1 (pase %2); el volcado no contiene la IR posterior</translation>
        </message>
        <message>
            <source>IR after %1 (pass %2); the dump holds no IR before it</source>
            <translation>IR después de %1 (pase %2); el volcado no contiene la IR anterior</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::WelcomePage</name>
        <message>
            <source>Why is this kernel slow?</source>
            <translation>¿Por qué es lento este kernel?</translation>
        </message>
        <message>
            <source>Open a kernel folder: its Triton source, the IR of every stage (TTIR, TTGIR, LLVM IR, PTX, SASS; TTIR, linalg and HIVM on Ascend), per-pass dumps, compiler remarks and profiles. Lowerscope climbs the diagnosis ladder only as high as the evidence requires:&lt;br&gt;&lt;b&gt;L1&lt;/b&gt; pattern triage, &lt;b&gt;L2&lt;/b&gt; profiling, &lt;b&gt;L3&lt;/b&gt; IR attribution, &lt;b&gt;L4&lt;/b&gt; compiler knowledge.&lt;br&gt;&lt;br&gt;You can also drop a folder or file onto this window.</source>
            <translation>Abra una carpeta de kernel: su código Triton, la IR de cada etapa (TTIR, TTGIR, LLVM IR, PTX, SASS; en Ascend TTIR, linalg y HIVM), volcados por pase, avisos del compilador y perfiles. Lowerscope sube la escalera de diagnóstico solo hasta donde lo exigen las pruebas:&lt;br&gt;&lt;b&gt;L1&lt;/b&gt; triaje por patrones, &lt;b&gt;L2&lt;/b&gt; perfilado, &lt;b&gt;L3&lt;/b&gt; atribución en la IR, &lt;b&gt;L4&lt;/b&gt; conocimiento del compilador.&lt;br&gt;&lt;br&gt;También puede soltar una carpeta o un archivo sobre esta ventana.</translation>
        </message>
        <message>
            <source>Open Folder…</source>
            <translation>Abrir carpeta…</translation>
        </message>
        <message>
            <source>Open File…</source>
            <translation>Abrir archivo…</translation>
        </message>
        <message>
            <source>Optimize Operator Tasks…</source>
            <translation>Optimizar tareas de operadores…</translation>
        </message>
        <message>
            <source>Recent</source>
            <translation>Recientes</translation>
        </message>
        <message>
            <source>Open the Demo</source>
            <translation>Abrir la demo</translation>
        </message>
        <message>
            <source>New here? The demo opens six real kernels captured on an NVIDIA H200 (softmax, transpose and matmul, each slow and fast), with their IR, profiles and diagnosis, and a workspace with the three recorded rounds that turned each slow kernel into its fast sibling, with their measured times and the report.</source>
            <translation>¿Primera vez? La demo abre seis kernels reales capturados en una NVIDIA H200 (softmax, transpose y matmul, cada uno lento y rápido), con su IR, perfiles y diagnóstico, y un espacio de trabajo con las tres rondas registradas que convirtieron cada kernel lento en su hermano rápido, con sus tiempos medidos y el informe.</translation>
        </message>
    </context>
    <context>
        <name>Optimize</name>
        <message>
            <source>%1: not a task (JSON: %2)</source>
            <translation>%1: no es una tarea (JSON: %2)</translation>
        </message>
        <message>
            <source>%1: "name", "backend" and "entry" are required</source>
            <translation>%1: se requieren "name", "backend" y "entry"</translation>
        </message>
        <message>
            <source>%1: no cases</source>
            <translation>%1: sin casos</translation>
        </message>
        <message>
            <source>%1: cannot write: %2</source>
            <translation>%1: no se puede escribir: %2</translation>
        </message>
        <message>
            <source>%1: cannot copy to %2</source>
            <translation>%1: no se puede copiar a %2</translation>
        </message>
        <message>
            <source>%1: not a harness log (expected {"operators": [...]}): %2</source>
            <translation>%1: no es un registro del arnés (se esperaba {"operators": [...]}): %2</translation>
        </message>
        <message>
            <source>%1: operator %2 is given twice</source>
            <translation>%1: el operador %2 se da dos veces</translation>
        </message>
        <message>
            <source>%1: the initial kernel's sha256 %2 differs from the one %3 froze (%4)</source>
            <translation>%1: el sha256 %2 del kernel inicial difiere del que congeló %3 (%4)</translation>
        </message>
        <message>
            <source>round %1 has no kernel</source>
            <translation>la ronda %1 no tiene kernel</translation>
        </message>
        <message>
            <source>acquires %1: %2</source>
            <translation>adquiere %1: %2</translation>
        </message>
        <message>
            <source>continues its unfinished rounds</source>
            <translation>continúa sus rondas sin terminar</translation>
        </message>
        <message>
            <source>done: %1 rounds</source>
            <translation>terminado: %1 rondas</translation>
        </message>
        <message>
            <source>no untried rewrite: %1 findings, %2 rounds</source>
            <translation>ninguna reescritura sin probar: %1 hallazgos, %2 rondas</translation>
        </message>
        <message>
            <source>round %1 (%2, %3): %4</source>
            <translation>ronda %1 (%2, %3): %4</translation>
        </message>
        <message>
            <source>evidence not acquired: %1</source>
            <translation>evidencia no adquirida: %1</translation>
        </message>
        <message>
            <source>evidence acquired: %1</source>
            <translation>evidencia adquirida: %1</translation>
        </message>
        <message>
            <source>round %1: %2%3</source>
            <translation>ronda %1: %2%3</translation>
        </message>
        <message>
            <source>%1 of %2 is decided by @triton.autotune configs</source>
            <translation>%1 de %2 lo deciden las configuraciones de @triton.autotune</translation>
        </message>
        <message>
            <source>%1 is not passed at the launch of %2 (line %3)</source>
            <translation>%1 no se pasa en el lanzamiento de %2 (línea %3)</translation>
        </message>
        <message>
            <source>%1 of %2 comes from %3, which is assigned %4 times and read elsewhere</source>
            <translation>%1 de %2 viene de %3, que se asigna %4 veces y se lee en otros lugares</translation>
        </message>
        <message>
            <source>%1 takes none of %2</source>
            <translation>%1 no acepta ninguno de %2</translation>
        </message>
        <message>
            <source>%1 is set outside the editable region</source>
            <translation>%1 se establece fuera de la región editable</translation>
        </message>
        <message>
            <source>%1 is already %2</source>
            <translation>%1 ya es %2</translation>
        </message>
        <message>
            <source>no launch of %1 in the editable region</source>
            <translation>no hay lanzamiento de %1 en la región editable</translation>
        </message>
        <message>
            <source>a jit function</source>
            <translation>una función jit</translation>
        </message>
        <message>
            <source>overlapping edits</source>
            <translation>ediciones superpuestas</translation>
        </message>
        <message>
            <source>no tl.dot without input_precision=%1 in the editable region</source>
            <translation>no hay tl.dot sin input_precision=%1 en la región editable</translation>
        </message>
        <message>
            <source>no .to(tl.int64) in index arithmetic in the editable region</source>
            <translation>no hay .to(tl.int64) en aritmética de índices en la región editable</translation>
        </message>
        <message>
            <source>%1 = %2 covers the whole extent: a smaller block would drop elements</source>
            <translation>%1 = %2 cubre toda la extensión: un bloque menor dejaría elementos fuera</translation>
        </message>
        <message>
            <source>the answer's kernel has no editable region (the lines '# lowerscope: editable begin' and '# lowerscope: editable end')</source>
            <translation>el kernel de la respuesta no tiene región editable (las líneas '# lowerscope: editable begin' y '# lowerscope: editable end')</translation>
        </message>
        <message>
            <source>the answer changes only text outside the editable region, which is not applied</source>
            <translation>la respuesta solo cambia texto fuera de la región editable, que no se aplica</translation>
        </message>
        <message>
            <source>the answer's kernel is the kernel it was shown</source>
            <translation>el kernel de la respuesta es el kernel que se le mostró</translation>
        </message>
        <message>
            <source>the answer's kernel was tried before (%1)</source>
            <translation>el kernel de la respuesta ya se probó (%1)</translation>
        </message>
        <message>
            <source>no task of the session is named %1</source>
            <translation>ninguna tarea de la sesión se llama %1</translation>
        </message>
        <message>
            <source>%1 input and %2 output tokens, $%3</source>
            <translation>%1 tokens de entrada y %2 de salida, $%3</translation>
        </message>
        <message>
            <source>round %1 (llm): %2: %3 (%4)</source>
            <translation>ronda %1 (llm): %2: %3 (%4)</translation>
        </message>
        <message>
            <source>round %1 (llm, %2): %3 (%4)</source>
            <translation>ronda %1 (llm, %2): %3 (%4)</translation>
        </message>
        <message>
            <source>no task folder was given</source>
            <translation>no se indicó ninguna carpeta de tarea</translation>
        </message>
        <message>
            <source>Importing %1…</source>
            <translation>Importando %1…</translation>
        </message>
        <message numerus="yes">
            <source>%1: batch %2, %n result(s); %3 unfinished round(s) or evidence request(s) finished</source>
            <translation>
                <numerusform>%1: lote %2, %n resultado(s); %3 ronda(s) o solicitud(es) de evidencia sin terminar finalizadas</numerusform>
                <numerusform>%1: lote %2, %n resultado(s); %3 ronda(s) o solicitud(es) de evidencia sin terminar finalizadas</numerusform>
            </translation>
        </message>
        <message>
            <source>Step %1: diagnosing and picking rewrites…</source>
            <translation>Paso %1: diagnosticando y eligiendo reescrituras…</translation>
        </message>
        <message numerus="yes">
            <source>Step %1: waiting for your consent to run %n candidate(s)</source>
            <translation>
                <numerusform>Paso %1: esperando su consentimiento para ejecutar %n candidato(s)</numerusform>
                <numerusform>Paso %1: esperando su consentimiento para ejecutar %n candidato(s)</numerusform>
            </translation>
        </message>
        <message>
            <source>No consent: nothing ran; the step's rounds stay started and run when the loop continues (resume).</source>
            <translation>Sin consentimiento: no se ejecutó nada; las rondas del paso quedan iniciadas y se ejecutan cuando el bucle continúe (resume).</translation>
        </message>
        <message numerus="yes">
            <source>Step %1: %n request(s) running on %2</source>
            <translation>
                <numerusform>Paso %1: %n solicitud(es) en ejecución en %2</numerusform>
                <numerusform>Paso %1: %n solicitud(es) en ejecución en %2</numerusform>
            </translation>
        </message>
        <message>
            <source>Step %1: recording the results</source>
            <translation>Paso %1: registrando los resultados</translation>
        </message>
        <message>
            <source>%1 was cancelled or preempted; it runs again when the loop continues (--resume)</source>
            <translation>%1 se canceló o fue desalojado; se ejecuta de nuevo cuando el bucle continúe (--resume)</translation>
        </message>
        <message>
            <source>%1 is already what the recipe asks at every launch</source>
            <translation>%1 ya tiene en cada lanzamiento el valor que pide la receta</translation>
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
            <translation>se esperaba un nombre de archivo</translation>
        </message>
        <message>
            <source>%1: cases: %2 cases, more than the %3 a task may have</source>
            <translation>%1: cases: %2 casos, más de los %3 que puede tener una tarea</translation>
        </message>
        <message>
            <source>%1: cases[%2]: a shape holds a dimension that is not a non-negative integer</source>
            <translation>%1: cases[%2]: una forma contiene una dimensión que no es un entero no negativo</translation>
        </message>
        <message>
            <source>%1: cases[%2]: its tensors hold %3 bytes, more than the %4 a device could hold</source>
            <translation>%1: cases[%2]: sus tensores ocupan %3 bytes, más de los %4 que cabrían en un dispositivo</translation>
        </message>
        <message>
            <source>%1: hardware %2 is not a model of backend %3; its bounds use %4</source>
            <translation>%1: el hardware %2 no es un modelo del backend %3; sus cotas usan %4</translation>
        </message>
        <message>
            <source>%1 (%2) not planned: round %3 moved %4 %5 -&gt; %6 and failed (%7)</source>
            <translation>%1 (%2) no planificado: la ronda %3 cambió %4 %5 -&gt; %6 y falló (%7)</translation>
        </message>
        <message>
            <source>the evidence held is of a kernel an accepted round superseded (kept as history); this acquisition is for the new best kernel %1</source>
            <translation>la evidencia disponible es de un kernel que una ronda aceptada reemplazó (se conserva como historial); esta adquisición es para el nuevo mejor kernel %1</translation>
        </message>
        <message>
            <source>its rounds wait for the evidence: they start from the kernel it is acquired for</source>
            <translation>sus rondas esperan la evidencia: parten del kernel para el que se adquiere</translation>
        </message>
        <message>
            <source>%1: call.file: %2</source>
            <translation>%1: call.file: %2</translation>
        </message>
        <message>
            <source>the grid is not a tuple the recipes can edit</source>
            <translation>la rejilla no es una tupla que las recetas puedan editar</translation>
        </message>
        <message>
            <source>the grid is set outside the editable region</source>
            <translation>la rejilla se fija fuera de la región editable</translation>
        </message>
        <message>
            <source>no mask bounds the block's offsets, so the extent the grid covers is unknown</source>
            <translation>ninguna máscara limita los desplazamientos del bloque, así que se desconoce la extensión que cubre la rejilla</translation>
        </message>
        <message>
            <source>%1 is assigned after the grid</source>
            <translation>%1 se asigna después de la rejilla</translation>
        </message>
        <message>
            <source>%1 is not known where the grid is computed</source>
            <translation>%1 no se conoce donde se calcula la rejilla</translation>
        </message>
        <message>
            <source>the grid of every launch follows %1</source>
            <translation>la rejilla de cada lanzamiento sigue a %1</translation>
        </message>
        <message>
            <source>the grid of %1 (line %2) does not divide by %3: %4</source>
            <translation>la rejilla de %1 (línea %2) no es divisible entre %3: %4</translation>
        </message>
    </context>
    <context>
        <name>Profile</name>
        <message>
            <source>unknown columns, not read: %1</source>
            <translation>columnas desconocidas, no leídas: %1</translation>
        </message>
        <message>
            <source>expected a "%1" column</source>
            <translation>se esperaba una columna "%1"</translation>
        </message>
        <message>
            <source>expected %1 fields, found %2</source>
            <translation>se esperaban %1 campos, hay %2</translation>
        </message>
        <message>
            <source>expected one JSON object per line (%1)</source>
            <translation>se esperaba un objeto JSON por línea (%1)</translation>
        </message>
        <message>
            <source>cannot open the file</source>
            <translation>no se puede abrir el archivo</translation>
        </message>
        <message>
            <source>malformed or truncated JSON (%1); kept the %2 events read before it</source>
            <translation>JSON mal formado o truncado (%1); se conservan los %2 eventos leídos antes</translation>
        </message>
        <message>
            <source>unterminated quoted field</source>
            <translation>campo entre comillas sin cerrar</translation>
        </message>
        <message>
            <source>line longer than %1 MiB: not a text table</source>
            <translation>línea de más de %1 MiB: no es una tabla de texto</translation>
        </message>
        <message>
            <source>binary data (NUL bytes) in a text table</source>
            <translation>datos binarios (bytes NUL) en una tabla de texto</translation>
        </message>
        <message>
            <source>not an msprof database of a known schema: expected table %1 with column %2</source>
            <translation>no es una base de datos msprof de un esquema conocido: se esperaba la tabla %1 con la columna %2</translation>
        </message>
        <message>
            <source>cannot query the TASK table</source>
            <translation>no se puede consultar la tabla TASK</translation>
        </message>
        <message>
            <source>no table header</source>
            <translation>falta la cabecera de la tabla</translation>
        </message>
        <message>
            <source>the units row is missing</source>
            <translation>falta la fila de unidades</translation>
        </message>
        <message>
            <source>expected an instruction row with a hexadecimal address</source>
            <translation>se esperaba una fila de instrucción con una dirección hexadecimal</translation>
        </message>
        <message>
            <source>no such file or folder</source>
            <translation>no existe el archivo o la carpeta</translation>
        </message>
        <message>
            <source>expected a JSON array of benchmark cases</source>
            <translation>se esperaba un array JSON de casos de benchmark</translation>
        </message>
        <message>
            <source>benchmark case without kernel name or time; skipped</source>
            <translation>caso de benchmark sin nombre de kernel o tiempo; omitido</translation>
        </message>
        <message>
            <source>expected Key=Value</source>
            <translation>se esperaba Clave=Valor</translation>
        </message>
        <message>
            <source>no Op Name</source>
            <translation>falta Op Name</translation>
        </message>
        <message>
            <source>device tasks already read from %1 (same name, start and duration): %2, counted once</source>
            <translation>tareas del dispositivo ya leídas de %1 (mismo nombre, inicio y duración): %2, contadas una vez</translation>
        </message>
        <message>
            <source>on a different clock from %1 (%2 s apart): not one capture; the timeline shows it after the earlier files, from its own start</source>
            <translation>en un reloj distinto de %1 (%2 s de diferencia): no es una misma captura; la línea de tiempo la muestra después de los archivos anteriores, desde su propio inicio</translation>
        </message>
        <message>
            <source>%1 is a view, not a table as msprof writes it: the database is not read</source>
            <translation>%1 es una vista, no una tabla como la escribe msprof: la base de datos no se lee</translation>
        </message>
        <message>
            <source>reading the TASK table took longer than %1 s: stopped after %2 rows</source>
            <translation>leer la tabla TASK tardó más de %1 s: se detuvo tras %2 filas</translation>
        </message>
        <message>
            <source>cannot read the TASK table: %1</source>
            <translation>no se puede leer la tabla TASK: %1</translation>
        </message>
        <message>
            <source>the file ends inside this row (%1 of %2 fields): the rest of the table is missing</source>
            <translation>el archivo termina dentro de esta fila (%1 de %2 campos): falta el resto de la tabla</translation>
        </message>
        <message>
            <source>%1: the table is not read past this line</source>
            <translation>%1: la tabla no se lee más allá de esta línea</translation>
        </message>
        <message>
            <source>the table has rows for %1 of the %2 instructions of %3 in %4: the other %5 are not measured</source>
            <translation>la tabla tiene filas para %1 de las %2 instrucciones de %3 en %4: las otras %5 no están medidas</translation>
        </message>
    </context>
    <context>
        <name>Report</name>
        <message>
            <source>round %1 is accepted although case %2 failed validation; it is not counted</source>
            <translation>la ronda %1 está aceptada aunque el caso %2 no superó la validación; no se cuenta</translation>
        </message>
        <message>
            <source>round %1 is accepted but has no timed case with a baseline; it is not counted</source>
            <translation>la ronda %1 está aceptada pero no tiene ningún caso medido con referencia; no se cuenta</translation>
        </message>
        <message>
            <source>round %1 validated %2 of %3 cases</source>
            <translation>la ronda %1 validó %2 de %3 casos</translation>
        </message>
        <message>
            <source>operator %1 has no baseline time for its initial kernel</source>
            <translation>el operador %1 no tiene tiempo de referencia para su kernel inicial</translation>
        </message>
        <message>
            <source>%1 has %2 unfinished rounds</source>
            <translation>%1 tiene %2 rondas sin terminar</translation>
        </message>
        <message>
            <source>Optimization report</source>
            <translation>Informe de optimización</translation>
        </message>
        <message>
            <source>Operator</source>
            <translation>Operador</translation>
        </message>
        <message>
            <source>Cases</source>
            <translation>Casos</translation>
        </message>
        <message>
            <source>Initial ms</source>
            <translation>ms inicial</translation>
        </message>
        <message>
            <source>Best ms</source>
            <translation>Mejor ms</translation>
        </message>
        <message>
            <source>Reference ms</source>
            <translation>Referencia ms</translation>
        </message>
        <message>
            <source>Speedup</source>
            <translation>Aceleración</translation>
        </message>
        <message>
            <source>vs reference</source>
            <translation>frente a la referencia</translation>
        </message>
        <message>
            <source>Best round</source>
            <translation>Mejor ronda</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Nivel</translation>
        </message>
        <message>
            <source>Across %1 operators: geometric mean %2, median %3; over 2×: %4, over 5×: %5; median best round: %6.</source>
            <translation>En %1 operadores: media geométrica %2, mediana %3; más de 2×: %4, más de 5×: %5; mediana de la mejor ronda: %6.</translation>
        </message>
        <message>
            <source>Level that produced the best round: %1.</source>
            <translation>Nivel que produjo la mejor ronda: %1.</translation>
        </message>
        <message>
            <source>Notes:</source>
            <translation>Notas:</translation>
        </message>
        <message>
            <source>Against the PyTorch reference: geometric mean %1, median %2.</source>
            <translation>Frente a la referencia de PyTorch: media geométrica %1, mediana %2.</translation>
        </message>
        <message>
            <source>Evidence acquired beyond timing: %1.</source>
            <translation>Evidencia adquirida además de la medición de tiempo: %1.</translation>
        </message>
        <message>
            <source>Speedup per operator</source>
            <translation>Aceleración por operador</translation>
        </message>
        <message>
            <source>Rewrites asked of a model: %1 rounds, %2 input and %3 output tokens, $%4.</source>
            <translation>Reescrituras pedidas a un modelo: %1 rondas, %2 tokens de entrada y %3 de salida, $%4.</translation>
        </message>
    </context>
    <context>
        <name>Runners</name>
        <message>
            <source>cannot start %1: %2
</source>
            <translation>no se puede iniciar %1: %2
</translation>
        </message>
        <message>
            <source>time limit reached: killing the request</source>
            <translation>límite de tiempo alcanzado: se termina la solicitud</translation>
        </message>
        <message>
            <source>starting %1</source>
            <translation>iniciando %1</translation>
        </message>
        <message>
            <source>killed after the time limit of %1 s</source>
            <translation>terminado tras el límite de tiempo de %1 s</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>cancelado</translation>
        </message>
        <message>
            <source>the harness died (%1)</source>
            <translation>el arnés murió (%1)</translation>
        </message>
        <message>
            <source>the harness exited with code %1</source>
            <translation>el arnés terminó con el código %1</translation>
        </message>
        <message>
            <source>the batch id '%1' is not 1-64 letters, digits, '.', '_' or '-'</source>
            <translation>el id de lote '%1' no tiene 1-64 letras, dígitos, '.', '_' o '-'</translation>
        </message>
        <message>
            <source>the batch has no folder</source>
            <translation>el lote no tiene carpeta</translation>
        </message>
        <message>
            <source>the batch has no requests</source>
            <translation>el lote no tiene solicitudes</translation>
        </message>
        <message>
            <source>the request id '%1' is not 1-64 letters, digits, '.', '_' or '-'</source>
            <translation>el id de solicitud '%1' no tiene 1-64 letras, dígitos, '.', '_' o '-'</translation>
        </message>
        <message>
            <source>the request id '%1' is used twice</source>
            <translation>el id de solicitud '%1' se usa dos veces</translation>
        </message>
        <message>
            <source>%1: not a task folder (no task.json)</source>
            <translation>%1: no es una carpeta de tarea (no hay task.json)</translation>
        </message>
        <message>
            <source>%1: no such candidate file</source>
            <translation>%1: no existe el archivo candidato</translation>
        </message>
        <message>
            <source>the runner is already running a batch</source>
            <translation>el ejecutor ya está ejecutando un lote</translation>
        </message>
        <message>
            <source>cannot create the batch folder %1</source>
            <translation>no se puede crear la carpeta del lote %1</translation>
        </message>
        <message>
            <source>started</source>
            <translation>iniciado</translation>
        </message>
        <message>
            <source>cancelling</source>
            <translation>cancelando</translation>
        </message>
        <message>
            <source>the harness wrote no result: %1</source>
            <translation>el arnés no escribió ningún resultado: %1</translation>
        </message>
        <message>
            <source>the harness's result has no verdict</source>
            <translation>el resultado del arnés no tiene veredicto</translation>
        </message>
        <message>
            <source>cannot create %1</source>
            <translation>no se puede crear %1</translation>
        </message>
        <message>
            <source>cannot copy the candidate %1 to %2</source>
            <translation>no se puede copiar el candidato %1 a %2</translation>
        </message>
        <message>
            <source>the profile name '%1' is not 1-64 letters, digits, '.', '_' or '-'</source>
            <translation>el nombre de perfil '%1' no tiene 1-64 letras, dígitos, '.', '_' o '-'</translation>
        </message>
        <message>
            <source>profile %1: unknown kind '%2' (known: %3)</source>
            <translation>perfil %1: tipo desconocido '%2' (conocidos: %3)</translation>
        </message>
        <message>
            <source>profile %1: an ssh runner needs a host</source>
            <translation>perfil %1: un ejecutor ssh necesita un host</translation>
        </message>
        <message>
            <source>profile %1: the timeout must be positive</source>
            <translation>perfil %1: el tiempo límite debe ser positivo</translation>
        </message>
        <message>
            <source>profile %1: a host or folder may not start with '-'</source>
            <translation>perfil %1: un host o carpeta no puede empezar por '-'</translation>
        </message>
        <message>
            <source>cannot copy %1 to %2</source>
            <translation>no se puede copiar %1 a %2</translation>
        </message>
        <message>
            <source>tar failed: %1</source>
            <translation>tar falló: %1</translation>
        </message>
        <message>
            <source>cannot write %1</source>
            <translation>no se puede escribir %1</translation>
        </message>
        <message>
            <source>%1: not a readable .tar.gz archive: %2</source>
            <translation>%1: no es un archivo .tar.gz legible: %2</translation>
        </message>
        <message>
            <source>%1: refused: the member '%2' is not a result file</source>
            <translation>%1: rechazado: el miembro '%2' no es un archivo de resultados</translation>
        </message>
        <message>
            <source>%1 is not empty</source>
            <translation>%1 no está vacío</translation>
        </message>
        <message>
            <source>%1: no manifest.json (not a Lowerscope bundle or results archive)</source>
            <translation>%1: no hay manifest.json (no es un paquete ni un archivo de resultados de Lowerscope)</translation>
        </message>
        <message>
            <source>%1: manifest.json is not a format-1 bundle manifest</source>
            <translation>%1: manifest.json no es un manifiesto de paquete de formato 1</translation>
        </message>
        <message>
            <source>%1: manifest.json: the request id '%2' is not valid</source>
            <translation>%1: manifest.json: el id de solicitud '%2' no es válido</translation>
        </message>
        <message>
            <source>the archive holds no result for this request (it did not run)</source>
            <translation>el archivo no contiene resultado para esta solicitud (no se ejecutó)</translation>
        </message>
        <message>
            <source>%1: manifest.json names no valid batch id</source>
            <translation>%1: manifest.json no indica un id de lote válido</translation>
        </message>
        <message>
            <source>no partition '%1'</source>
            <translation>no hay partición '%1'</translation>
        </message>
        <message>
            <source>the shared folder does not exist</source>
            <translation>la carpeta compartida no existe</translation>
        </message>
        <message>
            <source>profile %1 is an offline profile: export a bundle (lowerscope bundle export) and import its results later</source>
            <translation>el perfil %1 es un perfil sin conexión: exporte un paquete (lowerscope bundle export) e importe sus resultados más tarde</translation>
        </message>
        <message>
            <source>cannot start %1: %2</source>
            <translation>no se puede iniciar %1: %2</translation>
        </message>
        <message>
            <source>%1 did not answer within %2 s</source>
            <translation>%1 no respondió en %2 s</translation>
        </message>
        <message>
            <source>sbatch failed: %1</source>
            <translation>sbatch falló: %1</translation>
        </message>
        <message>
            <source>submitted job array %1 (%2 requests)</source>
            <translation>array de trabajos %1 enviado (%2 solicitudes)</translation>
        </message>
        <message>
            <source>squeue did not answer; trying again</source>
            <translation>squeue no respondió; se reintenta</translation>
        </message>
        <message>
            <source>%1: Slurm can never start it (%2); cancelled</source>
            <translation>%1: Slurm nunca podrá iniciarlo (%2); cancelado</translation>
        </message>
        <message>
            <source>Slurm no longer knows job %1_%2</source>
            <translation>Slurm ya no conoce el trabajo %1_%2</translation>
        </message>
        <message>
            <source>killed by Slurm at its time limit (--time=%1)</source>
            <translation>terminado por Slurm al llegar a su límite de tiempo (--time=%1)</translation>
        </message>
        <message>
            <source>Slurm ended the job: %1</source>
            <translation>Slurm terminó el trabajo: %1</translation>
        </message>
        <message>
            <source>scancel failed: %1</source>
            <translation>scancel falló: %1</translation>
        </message>
        <message>
            <source>the ssh session did not end within %1 s</source>
            <translation>la sesión ssh no terminó en %1 s</translation>
        </message>
        <message>
            <source>preparing the remote folder</source>
            <translation>preparando la carpeta remota</translation>
        </message>
        <message>
            <source>copying the bundle</source>
            <translation>copiando el paquete</translation>
        </message>
        <message>
            <source>running on %1</source>
            <translation>ejecutando en %1</translation>
        </message>
        <message>
            <source>copying the results back</source>
            <translation>copiando los resultados de vuelta</translation>
        </message>
        <message>
            <source>%1 failed (exit code %2) on %3%4</source>
            <translation>%1 falló (código de salida %2) en %3%4</translation>
        </message>
        <message>
            <source>%1 holds the results of batch %2, not %3</source>
            <translation>%1 contiene los resultados del lote %2, no %3</translation>
        </message>
        <message>
            <source>no result came back from %1</source>
            <translation>no volvió ningún resultado de %1</translation>
        </message>
        <message>
            <source>%1: no such file</source>
            <translation>%1: no existe el archivo</translation>
        </message>
        <message>
            <source>%1: refused: %2 bytes, larger than the %3 bytes a results archive may have</source>
            <translation>%1: rechazado: %2 bytes, más que los %3 bytes que puede tener un archivo de resultados</translation>
        </message>
        <message>
            <source>%1: refused: %2 members, more than the %3 a results archive may have</source>
            <translation>%1: rechazado: %2 miembros, más de los %3 que puede tener un archivo de resultados</translation>
        </message>
        <message>
            <source>%1: refused: the member '%2' is %3 bytes unpacked, more than the %4 bytes one result file may have</source>
            <translation>%1: rechazado: el miembro '%2' ocupa %3 bytes desempaquetado, más de los %4 bytes que puede tener un archivo de resultados</translation>
        </message>
        <message>
            <source>%1: refused: its members unpack to more than the %2 bytes a results archive may hold</source>
            <translation>%1: rechazado: sus miembros desempaquetados ocupan más de los %2 bytes que puede contener un archivo de resultados</translation>
        </message>
        <message>
            <source>%1: refused: more than %2 files and folders</source>
            <translation>%1: rechazado: más de %2 archivos y carpetas</translation>
        </message>
        <message>
            <source>%1: refused: not a regular file or folder (a link, FIFO, socket or device)</source>
            <translation>%1: rechazado: no es un archivo normal ni una carpeta (un enlace, FIFO, socket o dispositivo)</translation>
        </message>
        <message>
            <source>%1: refused: %2 bytes, more than the %3 bytes one result file may have</source>
            <translation>%1: rechazado: %2 bytes, más de los %3 bytes que puede tener un archivo de resultados</translation>
        </message>
        <message>
            <source>%1: refused: its files hold more than the %2 bytes a batch's results may</source>
            <translation>%1: rechazado: sus archivos ocupan más de los %2 bytes que pueden ocupar los resultados de un lote</translation>
        </message>
        <message>
            <source>%1: manifest.json: %2 requests, more than the %3 a batch may have</source>
            <translation>%1: manifest.json: %2 solicitudes, más de las %3 que puede tener un lote</translation>
        </message>
        <message>
            <source>%1: manifest.json: the request %2 is listed twice</source>
            <translation>%1: manifest.json: la solicitud %2 aparece dos veces</translation>
        </message>
        <message>
            <source>the batch %1 was never exported from this workspace (%2)</source>
            <translation>el lote %1 nunca se exportó desde este espacio de trabajo (%2)</translation>
        </message>
        <message>
            <source>the batch %1 does not carry the nonce it was exported with (a forged or foreign archive)</source>
            <translation>el lote %1 no lleva el nonce con el que se exportó (un archivo falsificado o ajeno)</translation>
        </message>
        <message>
            <source>%1: a second result for the same request</source>
            <translation>%1: un segundo resultado para la misma solicitud</translation>
        </message>
        <message>
            <source>%1: no such request was exported in this batch</source>
            <translation>%1: no se exportó tal solicitud en este lote</translation>
        </message>
        <message>
            <source>%1: superseded: the request was exported again in a later batch</source>
            <translation>%1: reemplazada: la solicitud se volvió a exportar en un lote posterior</translation>
        </message>
        <message>
            <source>%1: the request is already finished</source>
            <translation>%1: la solicitud ya está terminada</translation>
        </message>
        <message>
            <source>%1: the candidate that ran (sha256 %2) is not the one exported (%3)</source>
            <translation>%1: el candidato que se ejecutó (sha256 %2) no es el exportado (%3)</translation>
        </message>
        <message>
            <source>%1: the result names no candidate sha256</source>
            <translation>%1: el resultado no indica el sha256 del candidato</translation>
        </message>
        <message>
            <source>%1: the result is for the task '%2', the request was for '%3'</source>
            <translation>%1: el resultado es de la tarea '%2', la solicitud era de '%3'</translation>
        </message>
        <message>
            <source>%1: the task's frozen hashes in the result differ from those exported (the task was changed)</source>
            <translation>%1: los hashes congelados de la tarea en el resultado difieren de los exportados (la tarea se modificó)</translation>
        </message>
        <message>
            <source>(further reasons are not listed)</source>
            <translation>(no se muestran más motivos)</translation>
        </message>
        <message>
            <source>results of batch %1 refused, nothing recorded:
  %2</source>
            <translation>resultados del lote %1 rechazados, no se registró nada:
  %2</translation>
        </message>
        <message>
            <source>%1: refused, nothing recorded:
  %2</source>
            <translation>%1: rechazado, no se registró nada:
  %2</translation>
        </message>
        <message>
            <source>%1: the results kept in %2 are of another batch</source>
            <translation>%1: los resultados guardados en %2 son de otro lote</translation>
        </message>
    </context>
    <context>
        <name>Seed</name>
        <message>
            <source>Atomic read-modify-write to global memory</source>
            <translation>Lectura-modificación-escritura atómica en memoria global</translation>
        </message>
        <message>
            <source>Heavy cube/vector cross-core synchronisation</source>
            <translation>Sincronización intensa entre núcleos cube/vector</translation>
        </message>
        <message>
            <source>Cube waits on vector</source>
            <translation>El cube espera al vector</translation>
        </message>
        <message>
            <source>Gather/scatter lowered element by element</source>
            <translation>Gather/scatter reducido elemento a elemento</translation>
        </message>
        <message>
            <source>Grid far larger than the number of cores</source>
            <translation>Grid mucho mayor que el número de núcleos</translation>
        </message>
        <message>
            <source>Integer compare on tensors falls back to scalar</source>
            <translation>La comparación entera sobre tensores recurre a escalar</translation>
        </message>
        <message>
            <source>int64 vector arithmetic falls back to scalar</source>
            <translation>La aritmética vectorial int64 recurre a escalar</translation>
        </message>
        <message>
            <source>Masked load pads with a vector fill before the copy</source>
            <translation>La carga enmascarada rellena con un vector antes de la copia</translation>
        </message>
        <message>
            <source>Modulo on tensors falls back to scalar</source>
            <translation>El módulo sobre tensores recurre a escalar</translation>
        </message>
        <message>
            <source>MTE2 (GM to UB) bound</source>
            <translation>Limitado por MTE2 (GM a UB)</translation>
        </message>
        <message>
            <source>Loop without multi-buffering</source>
            <translation>Bucle sin multibúfer</translation>
        </message>
        <message>
            <source>Redundant where after a masked load</source>
            <translation>where redundante tras una carga enmascarada</translation>
        </message>
        <message>
            <source>SCALAR pipe dominates the vector core</source>
            <translation>La pipe SCALAR domina el núcleo vectorial</translation>
        </message>
        <message>
            <source>Small DMA transfers per iteration</source>
            <translation>Transferencias DMA pequeñas por iteración</translation>
        </message>
        <message>
            <source>Tail axis not aligned to 32 B</source>
            <translation>Eje final no alineado a 32 B</translation>
        </message>
        <message>
            <source>UB requirement above capacity</source>
            <translation>Necesidad de UB por encima de la capacidad</translation>
        </message>
        <message>
            <source>UB bank conflicts</source>
            <translation>Conflictos de banco en UB</translation>
        </message>
        <message>
            <source>Atomics on shared addresses</source>
            <translation>Atómicos sobre direcciones compartidas</translation>
        </message>
        <message>
            <source>Load feeds consumers with different shared encodings</source>
            <translation>Una carga alimenta consumidores con codificaciones compartidas distintas</translation>
        </message>
        <message>
            <source>Deprecated fp8e4b15 on Hopper</source>
            <translation>fp8e4b15 obsoleto en Hopper</translation>
        </message>
        <message>
            <source>fp32 dot with ieee precision takes the FMA path</source>
            <translation>El dot fp32 con precisión ieee toma la ruta FMA</translation>
        </message>
        <message>
            <source>64-bit index arithmetic</source>
            <translation>Aritmética de índices de 64 bits</translation>
        </message>
        <message>
            <source>Neither memory nor compute busy</source>
            <translation>Ni la memoria ni el cómputo están ocupados</translation>
        </message>
        <message>
            <source>Launch configuration leaves SMs idle in the last wave</source>
            <translation>La configuración de lanzamiento deja SM ociosos en la última ola</translation>
        </message>
        <message>
            <source>Layout conversion through shared memory</source>
            <translation>Conversión de layout a través de memoria compartida</translation>
        </message>
        <message>
            <source>Mask alignment limits vector width</source>
            <translation>La alineación de la máscara limita el ancho vectorial</translation>
        </message>
        <message>
            <source>Memory-bound at a high share of DRAM bandwidth</source>
            <translation>Limitado por memoria con una alta fracción del ancho de banda DRAM</translation>
        </message>
        <message>
            <source>Pointer or stride without divisibility hint</source>
            <translation>Puntero o stride sin indicación de divisibilidad</translation>
        </message>
        <message>
            <source>MMA operand transposed on every copy into shared memory</source>
            <translation>Operando MMA transpuesto en cada copia a memoria compartida</translation>
        </message>
        <message>
            <source>Dot not lowered to Hopper wgmma (MMA v3)</source>
            <translation>El dot no se reduce a wgmma de Hopper (MMA v3)</translation>
        </message>
        <message>
            <source>Several passes re-read the same row from global memory</source>
            <translation>Varias pasadas vuelven a leer la misma fila de la memoria global</translation>
        </message>
        <message>
            <source>Row-major program order without L2 grouping</source>
            <translation>Orden de programas por filas sin agrupación para L2</translation>
        </message>
        <message>
            <source>Main loop loads are not software-pipelined</source>
            <translation>Las cargas del bucle principal no están segmentadas por software</translation>
        </message>
        <message>
            <source>MMA operand transposed in registers</source>
            <translation>Operando MMA transpuesto en registros</translation>
        </message>
        <message>
            <source>One program per element</source>
            <translation>Un programa por elemento</translation>
        </message>
        <message>
            <source>Pipelined load cannot use cp.async</source>
            <translation>La carga segmentada no puede usar cp.async</translation>
        </message>
        <message>
            <source>Block reductions inside a loop (barrier per iteration)</source>
            <translation>Reducciones de bloque dentro de un bucle (barrera por iteración)</translation>
        </message>
        <message>
            <source>Too few warps for a wide reduction row</source>
            <translation>Demasiados pocos warps para una fila de reducción ancha</translation>
        </message>
        <message>
            <source>Registers per thread limit occupancy</source>
            <translation>Los registros por hilo limitan la ocupación</translation>
        </message>
        <message>
            <source>Register spills to local memory</source>
            <translation>Volcado de registros a memoria local</translation>
        </message>
        <message>
            <source>Scalar loop over an axis</source>
            <translation>Bucle escalar sobre un eje</translation>
        </message>
        <message>
            <source>One element per thread: BLOCK too small for num_warps</source>
            <translation>Un elemento por hilo: BLOCK demasiado pequeño para num_warps</translation>
        </message>
        <message>
            <source>Shared-memory bank conflicts</source>
            <translation>Conflictos de banco en memoria compartida</translation>
        </message>
        <message>
            <source>Shared memory per CTA limits occupancy</source>
            <translation>La memoria compartida por CTA limita la ocupación</translation>
        </message>
        <message>
            <source>Fewer programs than SMs</source>
            <translation>Menos programas que SM</translation>
        </message>
        <message>
            <source>Matmul tiles too small for Hopper tensor cores</source>
            <translation>Teselas de matmul demasiado pequeñas para los tensor cores de Hopper</translation>
        </message>
        <message>
            <source>Column-strided global load: one element per access</source>
            <translation>Carga global con stride de columna: un elemento por acceso</translation>
        </message>
        <message>
            <source>Nsight: theoretical occupancy limited</source>
            <translation>Nsight: ocupación teórica limitada</translation>
        </message>
        <message>
            <source>Many programs each doing very little</source>
            <translation>Muchos programas que hacen muy poco cada uno</translation>
        </message>
        <message>
            <source>Rows start off the 16-byte access granule</source>
            <translation>Las filas empiezan fuera del gránulo de acceso de 16 bytes</translation>
        </message>
        <message>
            <source>Stores narrower than the data allows</source>
            <translation>Escrituras más estrechas de lo que permiten los datos</translation>
        </message>
        <message>
            <source>Warp specialization failed (sm100)</source>
            <translation>Falló la especialización de warps (sm100)</translation>
        </message>
        <message>
            <source>Whole row in one block of next_power_of_2(n)</source>
            <translation>Fila entera en un bloque de next_power_of_2(n)</translation>
        </message>
        <message>
            <source>Zero-filled output that the kernel overwrites whole</source>
            <translation>Salida rellenada con ceros que el kernel sobrescribe entera</translation>
        </message>
        <message>
            <source>memory-bound</source>
            <translation>limitado por memoria</translation>
        </message>
        <message>
            <source>compute-bound</source>
            <translation>limitado por cómputo</translation>
        </message>
        <message>
            <source>latency-bound</source>
            <translation>limitado por latencia</translation>
        </message>
        <message>
            <source>launch-bound</source>
            <translation>limitado por el lanzamiento</translation>
        </message>
        <message>
            <source>scalar-fallback</source>
            <translation>recurso escalar</translation>
        </message>
        <message>
            <source>sync-overhead</source>
            <translation>sobrecoste de sincronización</translation>
        </message>
        <message>
            <source>associativity of the reduction</source>
            <translation>asociatividad de la reducción</translation>
        </message>
        <message>
            <source>Serialised global updates.</source>
            <translation>Actualizaciones globales serializadas.</translation>
        </message>
        <message>
            <source>same results; workspace sizes valid</source>
            <translation>mismos resultados; tamaños de workspace válidos</translation>
        </message>
        <message>
            <source>Cube waits on vector (or back); mix imbalance.</source>
            <translation>El cube espera al vector (o al revés); mezcla desequilibrada.</translation>
        </message>
        <message>
            <source>same results</source>
            <translation>mismos resultados</translation>
        </message>
        <message>
            <source>Cube WAIT_FLAG &gt; 50% and MMAD &lt; 5%.</source>
            <translation>Cube WAIT_FLAG &gt; 50 % y MMAD &lt; 5 %.</translation>
        </message>
        <message>
            <source>table fits UB</source>
            <translation>la tabla cabe en UB</translation>
        </message>
        <message>
            <source>MTE2 many tiny transfers; scalar high.</source>
            <translation>MTE2 con muchas transferencias diminutas; escalar alto.</translation>
        </message>
        <message>
            <source>1-D grid</source>
            <translation>grid 1-D</translation>
        </message>
        <message>
            <source>every element processed once</source>
            <translation>cada elemento procesado una vez</translation>
        </message>
        <message>
            <source>Block Dim &gt;&gt; cores; many waves, launch overhead.</source>
            <translation>Block Dim &gt;&gt; núcleos; muchas olas, sobrecoste de lanzamiento.</translation>
        </message>
        <message>
            <source>values exactly representable in fp32 (&lt; 2^24)</source>
            <translation>valores representables exactamente en fp32 (&lt; 2^24)</translation>
        </message>
        <message>
            <source>aiv_scalar_ratio high, aiv_vec_ratio low.</source>
            <translation>aiv_scalar_ratio alto, aiv_vec_ratio bajo.</translation>
        </message>
        <message>
            <source>numel &lt; 2^31</source>
            <translation>numel &lt; 2^31</translation>
        </message>
        <message>
            <source>aiv_scalar_ratio ~60%, aiv_vec_ratio &lt; 10%.</source>
            <translation>aiv_scalar_ratio ~60 %, aiv_vec_ratio &lt; 10 %.</translation>
        </message>
        <message>
            <source>padding values must really be unused</source>
            <translation>los valores de relleno no deben usarse realmente</translation>
        </message>
        <message>
            <source>MTE2 waits on VECTOR; low MTE2/VECTOR overlap.</source>
            <translation>MTE2 espera a VECTOR; poco solapamiento MTE2/VECTOR.</translation>
        </message>
        <message>
            <source>b &gt; 0</source>
            <translation>b &gt; 0</translation>
        </message>
        <message>
            <source>SCALAR pipe dominant.</source>
            <translation>La pipe SCALAR domina.</translation>
        </message>
        <message>
            <source>MTE2 &gt; 80%.</source>
            <translation>MTE2 &gt; 80 %.</translation>
        </message>
        <message>
            <source>UB must hold two buffers</source>
            <translation>UB debe contener dos búferes</translation>
        </message>
        <message>
            <source>MTE2 and VECTOR do not overlap (D_NO_OVERLAP &lt; 5%); periodic bubbles.</source>
            <translation>MTE2 y VECTOR no se solapan (D_NO_OVERLAP &lt; 5 %); burbujas periódicas.</translation>
        </message>
        <message>
            <source>load uses other=0 with the same mask</source>
            <translation>la carga usa other=0 con la misma máscara</translation>
        </message>
        <message>
            <source>Extra vector ops (vsel/vcmp).</source>
            <translation>Operaciones vectoriales extra (vsel/vcmp).</translation>
        </message>
        <message>
            <source>see the specific rewrite</source>
            <translation>ver la reescritura concreta</translation>
        </message>
        <message>
            <source>Vector SCALAR &gt; 30%.</source>
            <translation>Vector SCALAR &gt; 30 %.</translation>
        </message>
        <message>
            <source>UB capacity</source>
            <translation>capacidad de UB</translation>
        </message>
        <message>
            <source>MTE2 events per tile &gt; 20, single transfer &lt; 16 KB.</source>
            <translation>Eventos MTE2 por tesela &gt; 20, transferencia individual &lt; 16 KB.</translation>
        </message>
        <message>
            <source>MTE inefficiency, UB waste from padding.</source>
            <translation>Ineficiencia de MTE, UB desperdiciado por el relleno.</translation>
        </message>
        <message>
            <source>tiling covers the whole block</source>
            <translation>el teselado cubre todo el bloque</translation>
        </message>
        <message>
            <source>Compile error "ub overflow, requires X bits while 1572864 bits available".</source>
            <translation>Error de compilación "ub overflow, requires X bits while 1572864 bits available".</translation>
        </message>
        <message>
            <source>aiv_vec_bank(group)_cflt_ratio &gt; 5%.</source>
            <translation>aiv_vec_bank(group)_cflt_ratio &gt; 5 %.</translation>
        </message>
        <message>
            <source>lg_throttle / membar stalls.</source>
            <translation>Bloqueos lg_throttle / membar.</translation>
        </message>
        <message>
            <source>Extra shared-memory traffic and conversions.</source>
            <translation>Tráfico extra de memoria compartida y conversiones.</translation>
        </message>
        <message>
            <source>accuracy of the new fp8 type</source>
            <translation>precisión del nuevo tipo fp8</translation>
        </message>
        <message>
            <source>Slow dot with fp8e4b15.</source>
            <translation>Dot lento con fp8e4b15.</translation>
        </message>
        <message>
            <source>tf32 accuracy must be acceptable (tf32x3 if not)</source>
            <translation>la precisión tf32 debe ser aceptable (si no, tf32x3)</translation>
        </message>
        <message>
            <source>FMA-bound matmul; no tensor-core instructions.</source>
            <translation>Matmul limitado por FMA; sin instrucciones de tensor cores.</translation>
        </message>
        <message>
            <source>numel &lt; 2^31 for every tensor indexed</source>
            <translation>numel &lt; 2^31 en cada tensor indexado</translation>
        </message>
        <message>
            <source>64-bit divisions and remainders of index tensors (arith.divsi/remsi on i64 in the TTIR); extra integer instructions (mul.wide, 64-bit add chains).</source>
            <translation>Divisiones y restos de 64 bits de tensores de índices (arith.divsi/remsi sobre i64 en el TTIR); instrucciones enteras extra (mul.wide, cadenas de sumas de 64 bits).</translation>
        </message>
        <message>
            <source>check uncoalesced access first</source>
            <translation>comprobar primero los accesos no coalescidos</translation>
        </message>
        <message>
            <source>Both DRAM and SM throughput below 40% of peak.</source>
            <translation>Tanto el rendimiento de DRAM como el de SM por debajo del 40 % del pico.</translation>
        </message>
        <message>
            <source>every element still processed exactly once</source>
            <translation>cada elemento sigue procesado exactamente una vez</translation>
        </message>
        <message>
            <source>Nsight LaunchConfiguration rule: partial last wave or too small grid.</source>
            <translation>Regla LaunchConfiguration de Nsight: última ola parcial o grid demasiado pequeño.</translation>
        </message>
        <message>
            <source>only worth changing when the conversion is inside the main loop</source>
            <translation>solo merece la pena si la conversión está dentro del bucle principal</translation>
        </message>
        <message>
            <source>Shared-memory stores/loads and barriers around layout changes.</source>
            <translation>Escrituras/cargas en memoria compartida y barreras alrededor de los cambios de layout.</translation>
        </message>
        <message>
            <source>tail elements still masked</source>
            <translation>los elementos finales siguen enmascarados</translation>
        </message>
        <message>
            <source>Remark: origin vec &gt; 1 but final vec = 1.</source>
            <translation>Observación: origin vec &gt; 1 pero final vec = 1.</translation>
        </message>
        <message>
            <source>numerics of lower precision must be acceptable</source>
            <translation>la numérica de menor precisión debe ser aceptable</translation>
        </message>
        <message>
            <source>DRAM throughput above 70% of peak.</source>
            <translation>Rendimiento de DRAM por encima del 70 % del pico.</translation>
        </message>
        <message>
            <source>the hints must be true for every launch</source>
            <translation>las indicaciones deben ser ciertas en cada lanzamiento</translation>
        </message>
        <message>
            <source>vec = 1 loads although data is contiguous.</source>
            <translation>Cargas con vec = 1 aunque los datos son contiguos.</translation>
        </message>
        <message>
            <source>the operand's storage order can change (a weight stored once, used many times), or the transpose is paid once outside the loop</source>
            <translation>el orden de almacenamiento del operando puede cambiar (un peso guardado una vez y usado muchas), o la transposición se paga una vez fuera del bucle</translation>
        </message>
        <message>
            <source>ttg.local_alloc or async copy from a blocked layout into a shared layout of the other order; narrow cp.async or st.shared per element.</source>
            <translation>ttg.local_alloc o copia asíncrona de un layout blocked a un layout shared del otro orden; cp.async estrecho o st.shared por elemento.</translation>
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
            <translation>BLOCK_K &gt;= 256 / ancho en bits del operando</translation>
        </message>
        <message>
            <source>num_warps % 4 == 0</source>
            <translation>num_warps % 4 == 0</translation>
        </message>
        <message>
            <source>Low tensor-pipe utilisation on sm90; PTX uses mma.sync, not wgmma.mma_async.</source>
            <translation>Baja utilización de la pipe tensorial en sm90; el PTX usa mma.sync, no wgmma.mma_async.</translation>
        </message>
        <message>
            <source>the row (or chunk) must fit in registers without spills</source>
            <translation>la fila (o el trozo) debe caber en registros sin volcados</translation>
        </message>
        <message>
            <source>numerics: online softmax rescales partial sums</source>
            <translation>numérica: el softmax en línea reescala las sumas parciales</translation>
        </message>
        <message>
            <source>A row is loaded once per pass (max, sum, normalise): global traffic is a multiple of the data size.</source>
            <translation>Una fila se carga una vez por pasada (máximo, suma, normalización): el tráfico global es un múltiplo del tamaño de los datos.</translation>
        </message>
        <message>
            <source>mapping must still cover every tile exactly once</source>
            <translation>la asignación debe seguir cubriendo cada tesela exactamente una vez</translation>
        </message>
        <message>
            <source>Low L2 hit rate for A/B tiles; DRAM bytes well above the ideal.</source>
            <translation>Baja tasa de aciertos de L2 en las teselas A/B; bytes de DRAM muy por encima del ideal.</translation>
        </message>
        <message>
            <source>shared memory for num_stages buffers must fit (metadata.shared &lt;= device maximum)</source>
            <translation>la memoria compartida para num_stages búferes debe caber (metadata.shared &lt;= máximo del dispositivo)</translation>
        </message>
        <message>
            <source>loop must be innermost with no loop-carried distance &gt; 1</source>
            <translation>el bucle debe ser el más interno, sin dependencias entre iteraciones de distancia &gt; 1</translation>
        </message>
        <message>
            <source>Long-scoreboard stalls in the K loop; no cp.async or TMA in PTX.</source>
            <translation>Bloqueos long-scoreboard en el bucle K; sin cp.async ni TMA en el PTX.</translation>
        </message>
        <message>
            <source>the producer of the operand can change its layout</source>
            <translation>el productor del operando puede cambiar su layout</translation>
        </message>
        <message>
            <source>Pipelined load of the operand disabled.</source>
            <translation>Carga segmentada del operando desactivada.</translation>
        </message>
        <message>
            <source>output identical</source>
            <translation>salida idéntica</translation>
        </message>
        <message>
            <source>The grid has one program per element and the kernel has no tl.arange.</source>
            <translation>El grid tiene un programa por elemento y el kernel no tiene tl.arange.</translation>
        </message>
        <message>
            <source>loads still masked correctly</source>
            <translation>las cargas siguen bien enmascaradas</translation>
        </message>
        <message>
            <source>Severe slowdown in the pipelined loop.</source>
            <translation>Fuerte ralentización en el bucle segmentado.</translation>
        </message>
        <message>
            <source>floating-point reassociation must be acceptable</source>
            <translation>la reasociación en coma flotante debe ser aceptable</translation>
        </message>
        <message>
            <source>Barrier stalls; bar.sync and shared-memory traffic each iteration.</source>
            <translation>Bloqueos de barrera; bar.sync y tráfico de memoria compartida en cada iteración.</translation>
        </message>
        <message>
            <source>num_warps * 32 &lt;= 1024</source>
            <translation>num_warps * 32 &lt;= 1024</translation>
        </message>
        <message>
            <source>Low issue utilisation or spills on wide rows.</source>
            <translation>Baja utilización de emisión o volcados en filas anchas.</translation>
        </message>
        <message>
            <source>no new spills (n_spills stays 0)</source>
            <translation>sin volcados nuevos (n_spills sigue en 0)</translation>
        </message>
        <message>
            <source>Few resident warps; latency not hidden.</source>
            <translation>Pocos warps residentes; la latencia no se oculta.</translation>
        </message>
        <message>
            <source>n_spills must become 0 without a slower schedule</source>
            <translation>n_spills debe llegar a 0 sin una planificación más lenta</translation>
        </message>
        <message>
            <source>Local-memory traffic; long-scoreboard stalls.</source>
            <translation>Tráfico de memoria local; bloqueos long-scoreboard.</translation>
        </message>
        <message>
            <source>A for loop over an axis with tl.load(ptr + i) of one element per iteration.</source>
            <translation>Un bucle for sobre un eje con tl.load(ptr + i) de un elemento por iteración.</translation>
        </message>
        <message>
            <source>BLOCK / (num_warps * 32) &gt;= 4 for fp32 (&gt;= 8 for fp16)</source>
            <translation>BLOCK / (num_warps * 32) &gt;= 4 en fp32 (&gt;= 8 en fp16)</translation>
        </message>
        <message>
            <source>masking must still cover the tail</source>
            <translation>el enmascarado debe seguir cubriendo el final</translation>
        </message>
        <message>
            <source>Scalar ld.global.b32 although the data is contiguous; low bytes per request.</source>
            <translation>ld.global.b32 escalar aunque los datos son contiguos; pocos bytes por solicitud.</translation>
        </message>
        <message>
            <source>results unchanged</source>
            <translation>resultados sin cambios</translation>
        </message>
        <message>
            <source>Many shared-memory wavefronts per request.</source>
            <translation>Muchos wavefronts de memoria compartida por solicitud.</translation>
        </message>
        <message>
            <source>metadata.shared &lt;= device maximum</source>
            <translation>metadata.shared &lt;= máximo del dispositivo</translation>
        </message>
        <message>
            <source>One or two CTAs per SM.</source>
            <translation>Uno o dos CTA por SM.</translation>
        </message>
        <message>
            <source>reduction order for split-K</source>
            <translation>orden de reducción en split-K</translation>
        </message>
        <message>
            <source>Fewer blocks than SMs: the other SMs idle.</source>
            <translation>Menos bloques que SM: los demás SM están ociosos.</translation>
        </message>
        <message>
            <source>tiles must divide or be masked against M, N, K</source>
            <translation>las teselas deben dividir M, N, K o enmascararse contra ellos</translation>
        </message>
        <message>
            <source>shared memory of the stages must fit</source>
            <translation>la memoria compartida de las etapas debe caber</translation>
        </message>
        <message>
            <source>Low arithmetic intensity per CTA; many CTAs each doing tiny dots.</source>
            <translation>Baja intensidad aritmética por CTA; muchos CTA haciendo dots diminutos.</translation>
        </message>
        <message>
            <source>the innermost (fastest) index of each load must follow the contiguous axis of its tensor</source>
            <translation>el índice más interno (el más rápido) de cada carga debe seguir el eje contiguo de su tensor</translation>
        </message>
        <message>
            <source>results must be bit-identical: only the access order changes</source>
            <translation>los resultados deben ser idénticos bit a bit: solo cambia el orden de acceso</translation>
        </message>
        <message>
            <source>Global loads move one 32-bit element per thread; Nsight reports excessive sectors per request.</source>
            <translation>Las cargas globales mueven un elemento de 32 bits por hilo; Nsight informa de sectores excesivos por solicitud.</translation>
        </message>
        <message>
            <source>correctness unaffected; only launch parameters change</source>
            <translation>la corrección no se ve afectada; solo cambian los parámetros de lanzamiento</translation>
        </message>
        <message>
            <source>Nsight Compute TheoreticalOccupancy rule fired.</source>
            <translation>Se disparó la regla TheoreticalOccupancy de Nsight Compute.</translation>
        </message>
        <message>
            <source>masking covers the tail</source>
            <translation>el enmascarado cubre el final</translation>
        </message>
        <message>
            <source>Launch and scheduling overhead dominate.</source>
            <translation>Dominan los costes de lanzamiento y planificación.</translation>
        </message>
        <message>
            <source>pad the row length (tail axis) of the storage to a multiple of 16 bytes, or pass rows that start on 16-byte boundaries; the padding must not change the result (masked out, or filled with a neutral value)</source>
            <translation>rellenar la longitud de fila (eje final) del almacenamiento hasta un múltiplo de 16 bytes, o pasar filas que empiecen en límites de 16 bytes; el relleno no debe cambiar el resultado (enmascarado o con un valor neutro)</translation>
        </message>
        <message>
            <source>Scalar ld.global/st.global on contiguous rows; the row stride argument lacks tt.divisibility = 16.</source>
            <translation>ld.global/st.global escalares en filas contiguas; al argumento de stride de fila le falta tt.divisibility = 16.</translation>
        </message>
        <message>
            <source>Global stores of 32 or 64 bits where each thread holds more contiguous elements; the compiler remark says the store vector width fell to 1.</source>
            <translation>Escrituras globales de 32 o 64 bits cuando cada hilo tiene más elementos contiguos; la observación del compilador dice que el ancho vectorial de la escritura bajó a 1.</translation>
        </message>
        <message>
            <source>Tensor utilisation lower than expected on Blackwell.</source>
            <translation>Utilización tensorial menor de lo esperado en Blackwell.</translation>
        </message>
        <message>
            <source>n_spills stays 0 for the largest case</source>
            <translation>n_spills sigue en 0 en el caso más grande</translation>
        </message>
        <message>
            <source>Fine for moderate rows; for very wide rows register pressure and spills grow with BLOCK.</source>
            <translation>Bien para filas moderadas; en filas muy anchas la presión de registros y los volcados crecen con BLOCK.</translation>
        </message>
        <message>
            <source>every element of the output is stored by the kernel: an unconditional tl.store whose mask is only offsets &lt; n, over a grid that covers n</source>
            <translation>el kernel escribe cada elemento de la salida: un tl.store incondicional cuya máscara es solo offsets &lt; n, sobre un grid que cubre n</translation>
        </message>
        <message>
            <source>nothing reads the zeros: no tl.load or atomic of the output, no accumulation into it, no other use in the wrapper</source>
            <translation>nada lee los ceros: ningún tl.load ni atómico de la salida, ninguna acumulación en ella, ningún otro uso en el wrapper</translation>
        </message>
        <message>
            <source>A fill kernel before the operator's kernel; the output's bytes written twice.</source>
            <translation>Un kernel de relleno antes del kernel del operador; los bytes de la salida se escriben dos veces.</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>the name '%1' is not 1-64 letters, digits, '.', '_' or '-'</source>
            <translation>el nombre '%1' no tiene 1-64 letras, dígitos, '.', '_' o '-'</translation>
        </message>
        <message>
            <source>cannot write the settings file %1</source>
            <translation>no se puede escribir el archivo de configuración %1</translation>
        </message>
    </context>
    <context>
        <name>Store</name>
        <message>
            <source>the database is not open</source>
            <translation>la base de datos no está abierta</translation>
        </message>
        <message>
            <source>%1 is busy: another process has held its write lock for more than five seconds; nothing was written</source>
            <translation>%1 está ocupado: otro proceso mantiene su bloqueo de escritura desde hace más de cinco segundos; no se escribió nada</translation>
        </message>
        <message>
            <source>%1: cannot start a transaction: %2</source>
            <translation>%1: no se puede iniciar una transacción: %2</translation>
        </message>
        <message>
            <source>no transaction to commit</source>
            <translation>no hay ninguna transacción que confirmar</translation>
        </message>
    </context>
    <context>
        <name>Tasks</name>
        <message>
            <source>cannot create a temporary folder for the harness: %1</source>
            <translation>no se puede crear una carpeta temporal para el arnés: %1</translation>
        </message>
        <message>
            <source>cannot write %1</source>
            <translation>no se puede escribir %1</translation>
        </message>
        <message>
            <source>cannot start %1 (the harness needs python3; set LOWERSCOPE_PYTHON): %2</source>
            <translation>no se puede iniciar %1 (el arnés necesita python3; defina LOWERSCOPE_PYTHON): %2</translation>
        </message>
        <message>
            <source>the harness did not finish within %1 s</source>
            <translation>el arnés no terminó en %1 s</translation>
        </message>
        <message>
            <source>unreadable harness output: %1</source>
            <translation>salida ilegible del arnés: %1</translation>
        </message>
        <message>
            <source>the harness failed (exit code %1)</source>
            <translation>el arnés falló (código de salida %1)</translation>
        </message>
        <message>
            <source>unknown backend '%1' (known: %2)</source>
            <translation>backend desconocido '%1' (conocidos: %2)</translation>
        </message>
        <message>
            <source>%1: cannot write (%2)</source>
            <translation>%1: no se puede escribir (%2)</translation>
        </message>
        <message>
            <source>shape %1 of %2 scaled x%3</source>
            <translation>forma %1 de %2 escalada x%3</translation>
        </message>
        <message>
            <source>shape %1 of %2</source>
            <translation>forma %1 de %2</translation>
        </message>
        <message>
            <source>cannot read the operator file: %1</source>
            <translation>no se puede leer el archivo del operador: %1</translation>
        </message>
        <message>
            <source>cannot read the perf file: %1</source>
            <translation>no se puede leer el archivo de rendimiento: %1</translation>
        </message>
        <message>
            <source>the test is vacuous: %1</source>
            <translation>la prueba es vacía: %1</translation>
        </message>
        <message>
            <source>a task needs five cases, and they come from the perf file: give PERF_FILE</source>
            <translation>una tarea necesita cinco casos, que vienen del archivo de rendimiento: indique PERF_FILE</translation>
        </message>
        <message>
            <source>cannot record the hashes: %1</source>
            <translation>no se pueden registrar los hashes: %1</translation>
        </message>
        <message>
            <source>the name '%1' is a folder, not a name</source>
            <translation>el nombre '%1' es una carpeta, no un nombre</translation>
        </message>
        <message>
            <source>the name '%1' is not 1-%2 letters, digits, '_', '-' or '.' (no '/' or other separators)</source>
            <translation>el nombre '%1' no tiene 1-%2 letras, dígitos, '_', '-' o '.' (sin '/' ni otros separadores)</translation>
        </message>
        <message>
            <source>%1: missing</source>
            <translation>%1: no existe</translation>
        </message>
        <message>
            <source>%1: resolves to %2, outside the folder %3 (a task names only its own files)</source>
            <translation>%1: se resuelve en %2, fuera de la carpeta %3 (una tarea solo nombra sus propios archivos)</translation>
        </message>
        <message>
            <source>%1: not a file</source>
            <translation>%1: no es un archivo</translation>
        </message>
        <message>
            <source>%1 more problems are not listed</source>
            <translation>no se muestran %1 problemas más</translation>
        </message>
        <message>
            <source>%1: not a JSON object (%2)</source>
            <translation>%1: no es un objeto JSON (%2)</translation>
        </message>
        <message>
            <source>task '%1': its initial kernel failed calibration: %2</source>
            <translation>tarea '%1': su kernel inicial falló la calibración: %2</translation>
        </message>
        <message>
            <source>task '%1' was imported and never calibrated: the arguments it writes and the cases it can run were read from its files, not observed (lowerscope tasks calibrate %2 --runner PROFILE)</source>
            <translation>la tarea '%1' se importó y nunca se calibró: los argumentos que escribe y los casos que puede ejecutar se leyeron de sus archivos, no se observaron (lowerscope tasks calibrate %2 --runner PROFILE)</translation>
        </message>
        <message>
            <source>task '%1': unknown calibration status '%2'</source>
            <translation>tarea '%1': estado de calibración desconocido '%2'</translation>
        </message>
        <message>
            <source>%1: calibration result refused: %2</source>
            <translation>%1: resultado de calibración rechazado: %2</translation>
        </message>
        <message>
            <source>it is not a calibration result</source>
            <translation>no es un resultado de calibración</translation>
        </message>
        <message>
            <source>it is for the task '%1'</source>
            <translation>es de la tarea '%1'</translation>
        </message>
        <message>
            <source>the task's frozen hashes differ from those it ran with (the task changed since)</source>
            <translation>los hashes congelados de la tarea difieren de aquellos con los que se ejecutó (la tarea cambió desde entonces)</translation>
        </message>
        <message>
            <source>%1 slotList for %2 cases</source>
            <translation>%1 slotList para %2 casos</translation>
        </message>
        <message>
            <source>slot %1 is out of order</source>
            <translation>el slot %1 está fuera de orden</translation>
        </message>
        <message>
            <source>slot %1 names alternate %2, which the task does not have</source>
            <translation>el slot %1 indica la alternativa %2, que la tarea no tiene</translation>
        </message>
        <message>
            <source>alternate %1 is used twice</source>
            <translation>la alternativa %1 se usa dos veces</translation>
        </message>
        <message>
            <source>slot %1 takes alternate %2, which is not smaller than the case it replaces</source>
            <translation>el slot %1 toma la alternativa %2, que no es menor que el caso que reemplaza</translation>
        </message>
        <message>
            <source>slot %1 was replaced without a reason</source>
            <translation>el slot %1 se reemplazó sin motivo</translation>
        </message>
        <message>
            <source>case %1 (%2) replaced by %3: %4</source>
            <translation>caso %1 (%2) reemplazado por %3: %4</translation>
        </message>
        <message>
            <source>case %1 (%2): %3</source>
            <translation>caso %1 (%2): %3</translation>
        </message>
        <message>
            <source>not run</source>
            <translation>no ejecutado</translation>
        </message>
        <message>
            <source>slot %1: %2 roles for %3 arguments</source>
            <translation>slot %1: %2 roles para %3 argumentos</translation>
        </message>
        <message>
            <source>slot %1: a role for the scalar argument %2</source>
            <translation>slot %1: un rol para el argumento escalar %2</translation>
        </message>
        <message>
            <source>slot %1: argument %2 has the role '%3'</source>
            <translation>slot %1: el argumento %2 tiene el rol '%3'</translation>
        </message>
        <message>
            <source>case %1: argument %2 is %3, not %4 (observed)</source>
            <translation>caso %1: el argumento %2 es %3, no %4 (observado)</translation>
        </message>
        <message>
            <source>slot %1: outputs '%2'</source>
            <translation>slot %1: outputs '%2'</translation>
        </message>
        <message>
            <source>case %1: %2 bytes counted, but its tensors move at least %3 (each input read once, each output written once): the case uses %3</source>
            <translation>caso %1: se contaron %2 bytes, pero sus tensores mueven al menos %3 (cada entrada se lee una vez, cada salida se escribe una vez): el caso usa %3</translation>
        </message>
        <message>
            <source>its status '%1' disagrees with its cases</source>
            <translation>su estado '%1' no concuerda con sus casos</translation>
        </message>
        <message>
            <source>%1: cannot record the hashes: %2</source>
            <translation>%1: no se pueden registrar los hashes: %2</translation>
        </message>
    </context>
    <context>
        <name>Trajectory</name>
        <message>
            <source>%1: cannot read the IR of %2</source>
            <translation>%1: no se puede leer la IR de %2</translation>
        </message>
        <message>
            <source>the kernel's Python source is not in this folder</source>
            <translation>el código Python del kernel no está en esta carpeta</translation>
        </message>
        <message>
            <source>more than 100000 files; the rest were not read</source>
            <translation>más de 100000 archivos; el resto no se leyó</translation>
        </message>
        <message>
            <source>cannot be read: %1</source>
            <translation>no se puede leer: %1</translation>
        </message>
        <message>
            <source>%1 bytes: larger than the %2 bytes a trajectory file may have; skipped</source>
            <translation>%1 bytes: más que los %2 bytes que puede tener un archivo de trayectoria; omitido</translation>
        </message>
        <message>
            <source>gzip: %1; read what could be inflated</source>
            <translation>gzip: %1; se leyó lo que se pudo descomprimir</translation>
        </message>
        <message>
            <source>no such file or folder</source>
            <translation>no existe el archivo o la carpeta</translation>
        </message>
        <message>
            <source>not a JSON object: %1</source>
            <translation>no es un objeto JSON: %1</translation>
        </message>
        <message>
            <source>compilation event without metadata.name</source>
            <translation>evento compilation sin metadata.name</translation>
        </message>
        <message>
            <source>gzip: inflates to more than %1 bytes (%2 times its %3 compressed bytes); skipped</source>
            <translation>gzip: se descomprime en más de %1 bytes (%2 veces sus %3 bytes comprimidos); omitido</translation>
        </message>
        <message>
            <source>zlib init failed</source>
            <translation>falló la inicialización de zlib</translation>
        </message>
        <message>
            <source>gzip stream ends early</source>
            <translation>el flujo gzip termina antes de tiempo</translation>
        </message>
        <message>
            <source>corrupt gzip data</source>
            <translation>datos gzip dañados</translation>
        </message>
        <message>
            <source>gzip data larger than %1 bytes</source>
            <translation>datos gzip de más de %1 bytes</translation>
        </message>
    </context>
    <context>
        <name>UserFile</name>
        <message>
            <source>a directory</source>
            <translation>un directorio</translation>
        </message>
        <message>
            <source>a FIFO</source>
            <translation>un FIFO</translation>
        </message>
        <message>
            <source>a device</source>
            <translation>un dispositivo</translation>
        </message>
        <message>
            <source>a socket</source>
            <translation>un socket</translation>
        </message>
        <message>
            <source>a special file</source>
            <translation>un archivo especial</translation>
        </message>
        <message>
            <source>%1: not a regular file (%2)</source>
            <translation>%1: no es un archivo normal (%2)</translation>
        </message>
        <message>
            <source>%1: cannot read: %2</source>
            <translation>%1: no se puede leer: %2</translation>
        </message>
        <message>
            <source>%1: %2 bytes: larger than the %3 bytes this file may have</source>
            <translation>%1: %2 bytes: mayor que los %3 bytes que puede tener este archivo</translation>
        </message>
        <message>
            <source>%1: larger than the %2 bytes this file may have</source>
            <translation>%1: mayor que los %2 bytes que puede tener este archivo</translation>
        </message>
    </context>
    <context>
        <name>Workspace</name>
        <message>
            <source>%1 is not a Lowerscope workspace (SQLite application id %2)</source>
            <translation>%1 no es un espacio de trabajo de Lowerscope (id de aplicación SQLite %2)</translation>
        </message>
        <message>
            <source>%1 was written by a newer Lowerscope (schema version %2; this build reads up to %3); open it with that version or use another --workspace</source>
            <translation>%1 fue escrito por un Lowerscope más reciente (versión de esquema %2; esta compilación lee hasta la %3); ábralo con esa versión o use otro --workspace</translation>
        </message>
        <message>
            <source>%1: cannot upgrade the workspace to schema version %2: %3</source>
            <translation>%1: no se puede actualizar el espacio de trabajo a la versión de esquema %2: %3</translation>
        </message>
        <message>
            <source>%1: no workspace here (nothing recorded yet)</source>
            <translation>%1: aquí no hay ningún espacio de trabajo (aún no se ha registrado nada)</translation>
        </message>
        <message>
            <source>%1: cannot create the workspace folder</source>
            <translation>%1: no se puede crear la carpeta del espacio de trabajo</translation>
        </message>
        <message>
            <source>%1: cannot open: %2</source>
            <translation>%1: no se puede abrir: %2</translation>
        </message>
        <message>
            <source>no round %1 in this workspace</source>
            <translation>no hay ninguna ronda %1 en este espacio de trabajo</translation>
        </message>
        <message>
            <source>no pattern proposal %1 in this workspace</source>
            <translation>no hay ninguna propuesta de patrón %1 en este espacio de trabajo</translation>
        </message>
        <message>
            <source>a proposal can only be approved or rejected, not '%1'</source>
            <translation>una propuesta solo puede aprobarse o rechazarse, no '%1'</translation>
        </message>
        <message>
            <source>proposal %1 was already %2 on %3</source>
            <translation>la propuesta %1 ya fue %2 el %3</translation>
        </message>
        <message>
            <source>%1.%2: expected %3</source>
            <translation>%1.%2: se esperaba %3</translation>
        </message>
        <message>
            <source>%1: expected {"name", "source" or "path"}</source>
            <translation>%1: se esperaba {"name", "source" o "path"}</translation>
        </message>
        <message>
            <source>%1:%2: not valid JSON: %3</source>
            <translation>%1:%2: JSON no válido: %3</translation>
        </message>
        <message>
            <source>%1: expected a round object</source>
            <translation>%1: se esperaba un objeto de ronda</translation>
        </message>
        <message>
            <source>%1: no rounds in this file</source>
            <translation>%1: no hay rondas en este archivo</translation>
        </message>
        <message>
            <source>%1: %2 must be one of %3, not '%4'</source>
            <translation>%1: %2 debe ser uno de %3, no '%4'</translation>
        </message>
        <message>
            <source>%1: a round is done exactly when it has an outcome</source>
            <translation>%1: una ronda está terminada exactamente cuando tiene un resultado</translation>
        </message>
        <message>
            <source>%1: operator %2 was recorded for backend %3, not %4</source>
            <translation>%1: el operador %2 se registró para el backend %3, no %4</translation>
        </message>
        <message>
            <source>%1: operator %2 already has a different initial kernel; nothing was changed</source>
            <translation>%1: el operador %2 ya tiene otro kernel inicial; no se cambió nada</translation>
        </message>
        <message>
            <source>%1: case %2 of %3 was recorded with other baseline values; nothing was changed</source>
            <translation>%1: el caso %2 de %3 se registró con otros valores de referencia; no se cambió nada</translation>
        </message>
        <message>
            <source>operator %1 has no case %2 (declare it under "cases" first)</source>
            <translation>el operador %1 no tiene ningún caso %2 (declárelo antes en "cases")</translation>
        </message>
        <message>
            <source>case %1 already has a different validation result; nothing was changed</source>
            <translation>el caso %1 ya tiene otro resultado de validación; no se cambió nada</translation>
        </message>
        <message>
            <source>%1: "operator" is missing</source>
            <translation>%1: falta "operator"</translation>
        </message>
        <message>
            <source>%1: round %2 of %3 exists and is done (%4); a done round is never changed</source>
            <translation>%1: la ronda %2 de %3 existe y está terminada (%4); una ronda terminada nunca se cambia</translation>
        </message>
        <message>
            <source>%1: round %2 of %3 exists and is unfinished (%4); continue it with `lowerscope rounds resume`</source>
            <translation>%1: la ronda %2 de %3 existe y está sin terminar (%4); continúela con `lowerscope rounds resume`</translation>
        </message>
        <message>
            <source>the round already has a different %1; nothing was changed</source>
            <translation>la ronda ya tiene otro valor de %1; no se cambió nada</translation>
        </message>
        <message>
            <source>round %1 of %2 is done (%3); a done round is never changed</source>
            <translation>la ronda %1 de %2 está terminada (%3); una ronda terminada nunca se cambia</translation>
        </message>
        <message>
            <source>%1 has no unfinished round to resume</source>
            <translation>%1 no tiene ninguna ronda sin terminar que reanudar</translation>
        </message>
        <message>
            <source>%1 has %2 unfinished rounds; say which with "index"</source>
            <translation>%1 tiene %2 rondas sin terminar; indique cuál con "index"</translation>
        </message>
        <message>
            <source>round %1 of %2 is %3 and cannot go back to %4</source>
            <translation>la ronda %1 de %2 está en %3 y no puede volver a %4</translation>
        </message>
        <message>
            <source>the round already has different findings; nothing was changed</source>
            <translation>la ronda ya tiene otros hallazgos; no se cambió nada</translation>
        </message>
        <message>
            <source>the round already has a different kernel; nothing was changed</source>
            <translation>la ronda ya tiene otro kernel; no se cambió nada</translation>
        </message>
        <message>
            <source>%1: cannot record the run %2 of batch %3: %4</source>
            <translation>%1: no se puede registrar la ejecución %2 del lote %3: %4</translation>
        </message>
        <message>
            <source>the round already has a different rewrite origin; nothing was changed</source>
            <translation>la ronda ya tiene otro origen de reescritura; no se cambió nada</translation>
        </message>
        <message>
            <source>the round already has a different model exchange; nothing was changed</source>
            <translation>la ronda ya tiene otro intercambio con el modelo; no se cambió nada</translation>
        </message>
        <message>
            <source>%1: cannot record the export of batch %2: %3</source>
            <translation>%1: no se puede registrar la exportación del lote %2: %3</translation>
        </message>
        <message>
            <source>%1: cannot record the export of request %2 of batch %3: %4</source>
            <translation>%1: no se puede registrar la exportación de la solicitud %2 del lote %3: %4</translation>
        </message>
        <message>
            <source>%1: the request %2 of batch %3 is not waiting for a result (never exported, finished or superseded); nothing was recorded</source>
            <translation>%1: la solicitud %2 del lote %3 no está esperando un resultado (nunca exportada, terminada o reemplazada); no se registró nada</translation>
        </message>
        <message>
            <source>%1: cannot record the evidence of %2 (%3): %4</source>
            <translation>%1: no se puede registrar la evidencia de %2 (%3): %4</translation>
        </message>
        <message>
            <source>%1: cannot record the agent session: %2</source>
            <translation>%1: no se puede registrar la sesión de agente: %2</translation>
        </message>
        <message>
            <source>%1: cannot record the agent session's task %2: %3</source>
            <translation>%1: no se puede registrar la tarea %2 de la sesión de agente: %3</translation>
        </message>
    </context>
</TS>
