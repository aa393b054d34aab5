<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>Cli</name>
        <message>
            <source>warning</source>
            <translation>Warnung</translation>
        </message>
        <message>
            <source>User-interface language (de, es, ko, zh_CN, en).</source>
            <translation>Sprache der Oberfläche (de, es, ko, zh_CN, en).</translation>
        </message>
        <message>
            <source>CODE</source>
            <translation>CODE</translation>
        </message>
        <message>
            <source>Workspace folder (rounds, operators).</source>
            <translation>Arbeitsbereich-Ordner (Runden, Operatoren).</translation>
        </message>
        <message>
            <source>DIR</source>
            <translation>ORDNER</translation>
        </message>
        <message>
            <source>Knowledge-base file.</source>
            <translation>Datei der Wissensbasis.</translation>
        </message>
        <message>
            <source>FILE</source>
            <translation>DATEI</translation>
        </message>
        <message>
            <source>Print exactly one JSON document on stdout.</source>
            <translation>Genau ein JSON-Dokument auf stdout ausgeben.</translation>
        </message>
        <message>
            <source>Render the main window to a PNG file and exit.</source>
            <translation>Das Hauptfenster als PNG-Datei speichern und beenden.</translation>
        </message>
        <message>
            <source>Subcommands:</source>
            <translation>Unterbefehle:</translation>
        </message>
        <message>
            <source>Lowerscope diagnoses why a Triton kernel is slow: pattern triage, profiling, IR attribution along the lowering trajectory, compiler knowledge.</source>
            <translation>Lowerscope diagnostiziert, warum ein Triton-Kernel langsam ist: Muster-Triage, Profiling, IR-Zuordnung entlang der Lowering-Trajektorie, Compiler-Wissen.</translation>
        </message>
        <message>
            <source>What to do; see the list above.</source>
            <translation>Was zu tun ist; siehe die Liste oben.</translation>
        </message>
        <message>
            <source>Usage: lowerscope %1</source>
            <translation>Aufruf: lowerscope %1</translation>
        </message>
        <message>
            <source>unknown subcommand '%1' (see lowerscope --help)</source>
            <translation>unbekannter Unterbefehl „%1“ (siehe lowerscope --help)</translation>
        </message>
        <message>
            <source>internal error: %1</source>
            <translation>interner Fehler: %1</translation>
        </message>
        <message>
            <source>internal error</source>
            <translation>interner Fehler</translation>
        </message>
        <message>
            <source>stages</source>
            <translation>Stufen</translation>
        </message>
        <message>
            <source>known passes</source>
            <translation>bekannte Passes</translation>
        </message>
        <message>
            <source>%1 cores, %2 TB/s, ridge %3 FLOP/B (fp32), %4 FLOP/B (fp16 matrix)</source>
            <translation>%1 Kerne, %2 TB/s, Knickpunkt %3 FLOP/B (fp32), %4 FLOP/B (fp16-Matrix)</translation>
        </message>
        <message>
            <source>List the backend plugins, their lowering stages and hardware models.</source>
            <translation>Die Backend-Plugins, ihre Lowering-Stufen und Hardwaremodelle auflisten.</translation>
        </message>
        <message>
            <source>A kernel folder or file to open.</source>
            <translation>Ein Kernel-Ordner oder eine Datei zum Öffnen.</translation>
        </message>
        <message>
            <source>%1: no such file or folder</source>
            <translation>%1: Datei oder Ordner nicht gefunden</translation>
        </message>
        <message>
            <source>background work still running; the screenshot shows it in progress</source>
            <translation>Hintergrundarbeit läuft noch; das Bildschirmfoto zeigt sie in Arbeit</translation>
        </message>
        <message>
            <source>%1: could not write the screenshot</source>
            <translation>%1: Bildschirmfoto konnte nicht geschrieben werden</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::MainWindow</name>
        <message>
            <source>Lowerscope — Triton kernel diagnosis</source>
            <translation>Lowerscope — Diagnose von Triton-Kerneln</translation>
        </message>
        <message>
            <source>%1 — Lowerscope</source>
            <translation>%1 — Lowerscope</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <source>Why is this kernel slow?</source>
            <translation>Warum ist dieser Kernel langsam?</translation>
        </message>
        <message>
            <source>Open a kernel folder: its Triton source, the IR of every stage (TTIR, TTGIR, LLVM IR, PTX, SASS; TTIR, linalg and HIVM on Ascend), per-pass dumps, compiler remarks and profiles. Lowerscope climbs the diagnosis ladder only as high as the evidence requires:&lt;br&gt;&lt;b&gt;L1&lt;/b&gt; pattern triage, &lt;b&gt;L2&lt;/b&gt; profiling, &lt;b&gt;L3&lt;/b&gt; IR attribution, &lt;b&gt;L4&lt;/b&gt; compiler knowledge.&lt;br&gt;&lt;br&gt;You can also drop a folder or file onto this window.</source>
            <translation>Öffnen Sie einen Kernel-Ordner: Triton-Quelltext, die IR jeder Stufe (TTIR, TTGIR, LLVM IR, PTX, SASS; auf Ascend TTIR, linalg und HIVM), Dumps pro Pass, Compiler-Hinweise und Profile. Lowerscope steigt die Diagnoseleiter nur so hoch, wie die Belege es erfordern:&lt;br&gt;&lt;b&gt;L1&lt;/b&gt; Muster-Triage, &lt;b&gt;L2&lt;/b&gt; Profiling, &lt;b&gt;L3&lt;/b&gt; IR-Zuordnung, &lt;b&gt;L4&lt;/b&gt; Compiler-Wissen.&lt;br&gt;&lt;br&gt;Sie können auch einen Ordner oder eine Datei auf dieses Fenster ziehen.</translation>
        </message>
        <message>
            <source>Open Folder…</source>
            <translation>Ordner öffnen…</translation>
        </message>
        <message>
            <source>Open File…</source>
            <translation>Datei öffnen…</translation>
        </message>
        <message>
            <source>Recent</source>
            <translation>Zuletzt geöffnet</translation>
        </message>
        <message>
            <source>Evidence</source>
            <translation>Belege</translation>
        </message>
        <message>
            <source>Findings</source>
            <translation>Befunde</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>Protokoll</translation>
        </message>
        <message>
            <source>L1
patterns</source>
            <translation>L1
Muster</translation>
        </message>
        <message>
            <source>L2
profile</source>
            <translation>L2
Profil</translation>
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
Compiler</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Stufe</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Kategorie</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Ort</translation>
        </message>
        <message>
            <source>Finding</source>
            <translation>Befund</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>No kernel open</source>
            <translation>Kein Kernel geöffnet</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Datei</translation>
        </message>
        <message>
            <source>Open &amp;Folder…</source>
            <translation>&amp;Ordner öffnen…</translation>
        </message>
        <message>
            <source>&amp;Open File…</source>
            <translation>Datei ö&amp;ffnen…</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>&amp;Zuletzt geöffnet</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Einstellungen</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Sprache</translation>
        </message>
        <message>
            <source>System default</source>
            <translation>Systemstandard</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>&amp;About Lowerscope</source>
            <translation>Ü&amp;ber Lowerscope</translation>
        </message>
        <message>
            <source>About &amp;Qt</source>
            <translation>Über &amp;Qt</translation>
        </message>
        <message>
            <source>%1: no such file or folder</source>
            <translation>%1: Datei oder Ordner nicht gefunden</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>%1 geöffnet</translation>
        </message>
        <message>
            <source>Open Kernel Folder</source>
            <translation>Kernel-Ordner öffnen</translation>
        </message>
        <message>
            <source>Open File</source>
            <translation>Datei öffnen</translation>
        </message>
        <message>
            <source>Kernels, IR and profiles (*.py *.ttir *.ttgir *.llir *.ptx *.sass *.nvdisasm *.mlir *.txt *.json *.ndjson *.gz *.csv *.db *.jsonl);;All files (*)</source>
            <translation>Kernel, IR und Profile (*.py *.ttir *.ttgir *.llir *.ptx *.sass *.nvdisasm *.mlir *.txt *.json *.ndjson *.gz *.csv *.db *.jsonl);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>About Lowerscope</source>
            <translation>Über Lowerscope</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Lowerscope %1&lt;/h3&gt;&lt;p&gt;A workbench for making Triton kernels fast on NVIDIA GPUs and Ascend NPUs. It reads the lowering trajectory and profiles, and climbs a diagnosis ladder: pattern triage, profiling, IR attribution, compiler knowledge.&lt;/p&gt;&lt;p&gt;Knowledge base: %2&lt;br&gt;Workspace: %3&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Lowerscope %1&lt;/h3&gt;&lt;p&gt;Eine Werkbank, um Triton-Kernel auf NVIDIA-GPUs und Ascend-NPUs schnell zu machen. Sie liest die Lowering-Trajektorie und Profile und steigt eine Diagnoseleiter hinauf: Muster-Triage, Profiling, IR-Zuordnung, Compiler-Wissen.&lt;/p&gt;&lt;p&gt;Wissensbasis: %2&lt;br&gt;Arbeitsbereich: %3&lt;/p&gt;</translation>
        </message>
    </context>
</TS>
