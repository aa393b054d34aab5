<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
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
            <translation>CARPETA</translation>
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
            <translation>%1: no existe el archivo o la carpeta</translation>
        </message>
        <message>
            <source>background work still running; the screenshot shows it in progress</source>
            <translation>el trabajo en segundo plano sigue en curso; la captura lo muestra en progreso</translation>
        </message>
        <message>
            <source>%1: could not write the screenshot</source>
            <translation>%1: no se pudo escribir la captura</translation>
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
            <translation>Inicio</translation>
        </message>
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
            <source>Recent</source>
            <translation>Recientes</translation>
        </message>
        <message>
            <source>Evidence</source>
            <translation>Evidencias</translation>
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
        <message>
            <source>Level</source>
            <translation>Nivel</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Categoría</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Dónde</translation>
        </message>
        <message>
            <source>Finding</source>
            <translation>Hallazgo</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
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
            <translation>%1: no existe el archivo o la carpeta</translation>
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
            <source>Kernels, IR and profiles (*.py *.ttir *.ttgir *.llir *.ptx *.sass *.nvdisasm *.mlir *.txt *.json *.ndjson *.gz *.csv *.db *.jsonl);;All files (*)</source>
            <translation>Kernels, IR y perfiles (*.py *.ttir *.ttgir *.llir *.ptx *.sass *.nvdisasm *.mlir *.txt *.json *.ndjson *.gz *.csv *.db *.jsonl);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>About Lowerscope</source>
            <translation>Acerca de Lowerscope</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Lowerscope %1&lt;/h3&gt;&lt;p&gt;A workbench for making Triton kernels fast on NVIDIA GPUs and Ascend NPUs. It reads the lowering trajectory and profiles, and climbs a diagnosis ladder: pattern triage, profiling, IR attribution, compiler knowledge.&lt;/p&gt;&lt;p&gt;Knowledge base: %2&lt;br&gt;Workspace: %3&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Lowerscope %1&lt;/h3&gt;&lt;p&gt;Un banco de trabajo para acelerar kernels de Triton en GPU de NVIDIA y NPU Ascend. Lee la trayectoria de compilación y los perfiles, y sube una escalera de diagnóstico: triaje por patrones, perfilado, atribución en la IR, conocimiento del compilador.&lt;/p&gt;&lt;p&gt;Base de conocimiento: %2&lt;br&gt;Espacio de trabajo: %3&lt;/p&gt;</translation>
        </message>
    </context>
</TS>
