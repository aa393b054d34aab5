<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>Charts</name>
        <message>
            <source>Kernel time breakdown</source>
            <translation>Kernel-Zeitaufteilung</translation>
        </message>
        <message>
            <source>total time</source>
            <translation>Gesamtzeit</translation>
        </message>
        <message>
            <source>other (%1 kernels)</source>
            <translation>sonstige (%1 Kernel)</translation>
        </message>
        <message>
            <source>Roofline: %1, memory %2 TB/s</source>
            <translation>Roofline: %1, Speicher %2 TB/s</translation>
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
            <translation>Beschleunigung pro Runde</translation>
        </message>
        <message>
            <source>round</source>
            <translation>Runde</translation>
        </message>
        <message>
            <source>speedup (×)</source>
            <translation>Beschleunigung (×)</translation>
        </message>
        <message>
            <source>speedup</source>
            <translation>Beschleunigung</translation>
        </message>
        <message>
            <source>Speedup over the PyTorch reference</source>
            <translation>Beschleunigung gegenüber der PyTorch-Referenz</translation>
        </message>
        <message>
            <source>total time (%1)</source>
            <translation>Gesamtzeit (%1)</translation>
        </message>
        <message>
            <source>busy share of that core's time (%)</source>
            <translation>belegter Anteil der Zeit dieses Kerns (%)</translation>
        </message>
        <message>
            <source>%1 · block %2 %3</source>
            <translation>%1 · Block %2 %3</translation>
        </message>
        <message>
            <source>%1 · cube core</source>
            <translation>%1 · Cube-Kern</translation>
        </message>
        <message>
            <source>%1 · vector core</source>
            <translation>%1 · Vektorkern</translation>
        </message>
        <message>
            <source>Ascend pipe utilisation per core (%1 of %2, longest kernels first)</source>
            <translation>Ascend-Pipe-Auslastung je Kern (%1 von %2, längste Kernel zuerst)</translation>
        </message>
        <message>
            <source>Ascend pipe utilisation per core</source>
            <translation>Ascend-Pipe-Auslastung je Kern</translation>
        </message>
        <message>
            <source>%1 is not on a roofline: the profile names no device with a known memory bandwidth and peak FLOP/s.</source>
            <translation>%1 steht auf keinem Roofline: das Profil nennt kein Gerät mit bekannter Speicherbandbreite und Spitzen-FLOP/s.</translation>
        </message>
        <message>
            <source>%1 is not on the roofline: there is no bench.json with its FLOPs, bytes and time.</source>
            <translation>%1 steht nicht auf dem Roofline: es gibt keine bench.json mit seinen FLOPs, Bytes und Zeiten.</translation>
        </message>
        <message>
            <source>%1 is not on the roofline: bench.json has no case of it.</source>
            <translation>%1 steht nicht auf dem Roofline: bench.json hat keinen Fall davon.</translation>
        </message>
        <message>
            <source>%1 is not on the roofline: its benchmark cases count no FLOPs or no bytes (a kernel that only moves data has no arithmetic intensity).</source>
            <translation>%1 steht nicht auf dem Roofline: seine Benchmark-Fälle zählen keine FLOPs oder keine Bytes (ein Kernel, der nur Daten bewegt, hat keine arithmetische Intensität).</translation>
        </message>
    </context>
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
            <translation>DIR</translation>
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
            <translation>%1: keine solche Datei und kein solcher Ordner</translation>
        </message>
        <message>
            <source>background work still running; the screenshot shows it in progress</source>
            <translation>Hintergrundarbeit läuft noch; das Bildschirmfoto zeigt sie in Arbeit</translation>
        </message>
        <message>
            <source>%1: could not write the screenshot</source>
            <translation>%1: Bildschirmfoto konnte nicht geschrieben werden</translation>
        </message>
        <message>
            <source>%1: expected exactly one pattern, found %2</source>
            <translation>%1: genau ein Muster erwartet, %2 gefunden</translation>
        </message>
        <message>
            <source>category</source>
            <translation>Kategorie</translation>
        </message>
        <message>
            <source>backends</source>
            <translation>Backends</translation>
        </message>
        <message>
            <source>severity</source>
            <translation>Schweregrad</translation>
        </message>
        <message>
            <source>untested</source>
            <translation>ungetestet</translation>
        </message>
        <message>
            <source>detector %1 (%2, %3, weight %4)</source>
            <translation>Detektor %1 (%2, %3, Gewicht %4)</translation>
        </message>
        <message>
            <source>symptom</source>
            <translation>Symptom</translation>
        </message>
        <message>
            <source>recipe</source>
            <translation>Rezept</translation>
        </message>
        <message>
            <source>condition</source>
            <translation>Bedingung</translation>
        </message>
        <message>
            <source>source</source>
            <translation>Quelltext</translation>
        </message>
        <message>
            <source>tried %1, accepted %2</source>
            <translation>%1-mal versucht, %2-mal angenommen</translation>
        </message>
        <message>
            <source>%1 patterns, %2 untested, %3 compiler-knowledge entries</source>
            <translation>%1 Muster, %2 ungetestet, %3 Compiler-Wissenseinträge</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns add FILE</source>
            <translation>Aufruf: lowerscope patterns add DATEI</translation>
        </message>
        <message>
            <source>added from %1</source>
            <translation>aus %1 hinzugefügt</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns edit ID FILE</source>
            <translation>Aufruf: lowerscope patterns edit ID DATEI</translation>
        </message>
        <message>
            <source>%1: the file holds pattern %2, not %3</source>
            <translation>%1: die Datei enthält Muster %2, nicht %3</translation>
        </message>
        <message>
            <source>edited from %1</source>
            <translation>aus %1 bearbeitet</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns remove ID</source>
            <translation>Aufruf: lowerscope patterns remove ID</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns import FILE</source>
            <translation>Aufruf: lowerscope patterns import DATEI</translation>
        </message>
        <message>
            <source>imported %1 of %2 patterns</source>
            <translation>%1 von %2 Mustern importiert</translation>
        </message>
        <message>
            <source>%1 added, %2 updated, %3 unchanged, %4 compiler-knowledge entries</source>
            <translation>%1 hinzugefügt, %2 aktualisiert, %3 unverändert, %4 Compiler-Wissenseinträge</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns export [FILE]</source>
            <translation>Aufruf: lowerscope patterns export [DATEI]</translation>
        </message>
        <message>
            <source>%1: cannot write: %2</source>
            <translation>%1: kann nicht geschrieben werden: %2</translation>
        </message>
        <message>
            <source>unknown patterns action '%1' (list, show, add, edit, remove, import, export)</source>
            <translation>unbekannte patterns-Aktion '%1' (list, show, add, edit, remove, import, export)</translation>
        </message>
        <message>
            <source>usage: lowerscope patterns show ID</source>
            <translation>Aufruf: lowerscope patterns show ID</translation>
        </message>
        <message>
            <source>%1: no pattern %2</source>
            <translation>%1: kein Muster %2</translation>
        </message>
        <message>
            <source>List, show, add, edit, remove, import or export the knowledge base's optimization patterns.</source>
            <translation>Optimierungsmuster der Wissensbasis auflisten, anzeigen, hinzufügen, bearbeiten, entfernen, importieren oder exportieren.</translation>
        </message>
        <message>
            <source>formats</source>
            <translation>Formate</translation>
        </message>
        <message>
            <source>device</source>
            <translation>Gerät</translation>
        </message>
        <message>
            <source>cores</source>
            <translation>Kerne</translation>
        </message>
        <message>
            <source>events</source>
            <translation>Ereignisse</translation>
        </message>
        <message>
            <source>tracks</source>
            <translation>Spuren</translation>
        </message>
        <message>
            <source>flows</source>
            <translation>Flüsse</translation>
        </message>
        <message>
            <source>%1 launches, %2 µs total, %3 µs mean</source>
            <translation>%1 Starts, %2 µs gesamt, %3 µs im Mittel</translation>
        </message>
        <message>
            <source>estimated speedup %1%</source>
            <translation>geschätzte Beschleunigung %1%</translation>
        </message>
        <message>
            <source>profile needs exactly one PATH</source>
            <translation>profile braucht genau einen PFAD</translation>
        </message>
        <message>
            <source>no profile data recognised</source>
            <translation>keine Profildaten erkannt</translation>
        </message>
        <message>
            <source>Read a profile file or folder (torch.profiler, Nsight Compute, msprof, npu-compute) and derive its L2 signals.</source>
            <translation>Eine Profildatei oder einen Profilordner lesen (torch.profiler, Nsight Compute, msprof, npu-compute) und die L2-Signale ableiten.</translation>
        </message>
        <message>
            <source>Summarise the workspace's rounds: speedups per operator and their distribution.</source>
            <translation>Die Runden des Arbeitsbereichs zusammenfassen: Beschleunigung je Operator und ihre Verteilung.</translation>
        </message>
        <message>
            <source>Record, resume and list optimization rounds; distil pattern proposals from accepted rounds.</source>
            <translation>Optimierungsrunden aufzeichnen, fortsetzen und auflisten; aus angenommenen Runden Mustervorschläge ableiten.</translation>
        </message>
        <message>
            <source>A curator's note for approve or reject.</source>
            <translation>Eine Notiz der Kuratorin oder des Kurators zu approve oder reject.</translation>
        </message>
        <message>
            <source>TEXT</source>
            <translation>TEXT</translation>
        </message>
        <message>
            <source>Show how a kernel's IR changed stage by stage and pass by pass, linked to its source lines.</source>
            <translation>Zeigt, wie sich die IR eines Kernels Stufe für Stufe und Pass für Pass verändert hat, verknüpft mit seinen Quellzeilen.</translation>
        </message>
        <message>
            <source>Only the kernel (Triton function) of this name.</source>
            <translation>Nur der Kernel (Triton-Funktion) dieses Namens.</translation>
        </message>
        <message>
            <source>NAME</source>
            <translation>NAME</translation>
        </message>
        <message>
            <source>binary data inside a pass dump; reading stopped here</source>
            <translation>Binärdaten in einem Pass-Dump; Lesen hier abgebrochen</translation>
        </message>
        <message>
            <source>pass header without a (pass-argument)</source>
            <translation>Pass-Kopfzeile ohne (Pass-Argument)</translation>
        </message>
        <message>
            <source>pass dump ends inside the IR of pass %1 (%2): truncated</source>
            <translation>Pass-Dump endet mitten in der IR von Pass %1 (%2): abgeschnitten</translation>
        </message>
        <message>
            <source>levels</source>
            <translation>Stufen</translation>
        </message>
        <message>
            <source>bottleneck</source>
            <translation>Engpass</translation>
        </message>
        <message>
            <source>stopped</source>
            <translation>angehalten</translation>
        </message>
        <message>
            <source>why</source>
            <translation>warum</translation>
        </message>
        <message>
            <source>a rewrite must</source>
            <translation>eine Umformung muss</translation>
        </message>
        <message>
            <source>diagnose needs exactly one PATH (a kernel folder or file)</source>
            <translation>diagnose braucht genau einen PFAD (einen Kernel-Ordner oder eine Datei)</translation>
        </message>
        <message>
            <source>Diagnose a kernel folder: pattern triage (L1), profile (L2), IR attribution (L3), compiler knowledge (L4).</source>
            <translation>Einen Kernel-Ordner diagnostizieren: Muster-Triage (L1), Profil (L2), IR-Zuordnung (L3), Compiler-Wissen (L4).</translation>
        </message>
        <message>
            <source>Only the kernel with this Triton function name.</source>
            <translation>Nur den Kernel mit diesem Triton-Funktionsnamen.</translation>
        </message>
        <message>
            <source>A Triton source checkout, to locate the code that emits a remark.</source>
            <translation>Ein Triton-Quellcode-Checkout, um den Code zu finden, der einen Hinweis ausgibt.</translation>
        </message>
        <message>
            <source>The backend whose hardware model estimates case times (default: cuda).</source>
            <translation>Das Backend, dessen Hardwaremodell die Laufzeiten der Fälle schätzt (Standard: cuda).</translation>
        </message>
        <message>
            <source>ID</source>
            <translation>ID</translation>
        </message>
        <message>
            <source>The backend's device model (default: its first).</source>
            <translation>Das Gerätemodell des Backends (Standard: sein erstes).</translation>
        </message>
        <message>
            <source>usage: lowerscope tasks check DIR [--json]</source>
            <translation>Aufruf: lowerscope tasks check DIR [--json]</translation>
        </message>
        <message>
            <source>%1: cannot check the task: %2</source>
            <translation>%1: kann die Aufgabe nicht prüfen: %2</translation>
        </message>
        <message>
            <source>%1: valid task '%2'</source>
            <translation>%1: gültige Aufgabe '%2'</translation>
        </message>
        <message>
            <source>unknown backend '%1' (known: %2)</source>
            <translation>unbekanntes Backend '%1' (bekannt: %2)</translation>
        </message>
        <message>
            <source>backend '%1' has no hardware model</source>
            <translation>Backend '%1' hat kein Hardwaremodell</translation>
        </message>
        <message>
            <source>backend '%1' has no device '%2'</source>
            <translation>Backend '%1' hat kein Gerät '%2'</translation>
        </message>
        <message>
            <source>usage: lowerscope tasks import-tritonbench FILE [PERF_FILE] --out DIR [--backend ID] [--device ID] [--json]</source>
            <translation>Aufruf: lowerscope tasks import-tritonbench FILE [PERF_FILE] --out DIR [--backend ID] [--device ID] [--json]</translation>
        </message>
        <message>
            <source>%1: cannot create the folder</source>
            <translation>%1: kann den Ordner nicht anlegen</translation>
        </message>
        <message>
            <source>refused: %1</source>
            <translation>abgelehnt: %1</translation>
        </message>
        <message>
            <source>imported %1 into %2 (%3 cases, estimated on %4)</source>
            <translation>%1 nach %2 importiert (%3 Fälle, geschätzt auf %4)</translation>
        </message>
        <message>
            <source>%1: imported, but cannot check the task: %2</source>
            <translation>%1: importiert, aber die Aufgabe kann nicht geprüft werden: %2</translation>
        </message>
        <message>
            <source>detector</source>
            <translation>Detektor</translation>
        </message>
        <message>
            <source>from rounds</source>
            <translation>aus Runden</translation>
        </message>
        <message>
            <source>%1 proposals, %2 new; they wait for a curator (lowerscope rounds approve|reject ID).</source>
            <translation>%1 Vorschläge, %2 neu; sie warten auf einen Kurator (lowerscope rounds approve|reject ID).</translation>
        </message>
        <message>
            <source>'%1' is not a proposal id</source>
            <translation>'%1' ist keine Vorschlagsnummer</translation>
        </message>
        <message>
            <source>%1: no pattern proposal %2</source>
            <translation>%1: kein Mustervorschlag %2</translation>
        </message>
        <message>
            <source>usage: lowerscope rounds %1 ID [--note TEXT]</source>
            <translation>Aufruf: lowerscope rounds %1 ID [--note TEXT]</translation>
        </message>
        <message>
            <source>%1: no operator %2 in this workspace</source>
            <translation>%1: kein Operator %2 in diesem Arbeitsbereich</translation>
        </message>
        <message>
            <source>state</source>
            <translation>Zustand</translation>
        </message>
        <message>
            <source>vs reference</source>
            <translation>ggü. Referenz</translation>
        </message>
        <message>
            <source>correct</source>
            <translation>korrekt</translation>
        </message>
        <message>
            <source>incorrect</source>
            <translation>falsch</translation>
        </message>
        <message>
            <source>usage: lowerscope rounds show OPERATOR [INDEX]</source>
            <translation>Aufruf: lowerscope rounds show OPERATOR [INDEX]</translation>
        </message>
        <message>
            <source>%1: %2 has no round %3</source>
            <translation>%1: %2 hat keine Runde %3</translation>
        </message>
        <message>
            <source>usage: lowerscope rounds resume FILE</source>
            <translation>Aufruf: lowerscope rounds resume DATEI</translation>
        </message>
        <message>
            <source>usage: lowerscope rounds record FILE</source>
            <translation>Aufruf: lowerscope rounds record DATEI</translation>
        </message>
        <message>
            <source>%1: no usable round in this file</source>
            <translation>%1: keine verwendbare Runde in dieser Datei</translation>
        </message>
        <message>
            <source>%1: nothing was recorded (%2 rounds refused)</source>
            <translation>%1: nichts wurde gespeichert (%2 Runden abgelehnt)</translation>
        </message>
        <message>
            <source>No unfinished rounds.</source>
            <translation>Keine unfertigen Runden.</translation>
        </message>
        <message>
            <source>validated %1 of %2 cases; continue with: lowerscope rounds resume FILE</source>
            <translation>%1 von %2 Fällen validiert; weiter mit: lowerscope rounds resume DATEI</translation>
        </message>
        <message>
            <source>unknown rounds action '%1' (list, show, record, resume, synthesize, proposals, approve, reject)</source>
            <translation>unbekannte rounds-Aktion „%1“ (list, show, record, resume, synthesize, proposals, approve, reject)</translation>
        </message>
        <message numerus="yes">
            <source>%n line(s)</source>
            <translation>
                <numerusform>%n Zeile(n)</numerusform>
                <numerusform>%n Zeile(n)</numerusform>
            </translation>
        </message>
        <message>
            <source>passes: %1, changed the IR: %2</source>
            <translation>Passes: %1, davon änderten die IR: %2</translation>
        </message>
        <message>
            <source>remarks</source>
            <translation>Remarks</translation>
        </message>
        <message>
            <source>pass %1 %2</source>
            <translation>Pass %1 %2</translation>
        </message>
        <message>
            <source>trajectory needs a PATH (see lowerscope help trajectory)</source>
            <translation>trajectory braucht einen PFAD (siehe lowerscope help trajectory)</translation>
        </message>
        <message>
            <source>%1: no Triton IR, pass dump or TritonParse trace found</source>
            <translation>%1: keine Triton-IR, kein Pass-Dump und keine TritonParse-Aufzeichnung gefunden</translation>
        </message>
        <message>
            <source>%1: no kernel named %2</source>
            <translation>%1: kein Kernel namens %2</translation>
        </message>
        <message>
            <source>No LLM profiles. Add one with: lowerscope llm add NAME --protocol openai --endpoint URL --model MODEL</source>
            <translation>Keine LLM-Profile. Eines anlegen mit: lowerscope llm add NAME --protocol openai --endpoint URL --model MODEL</translation>
        </message>
        <message>
            <source>no key</source>
            <translation>kein Schlüssel</translation>
        </message>
        <message>
            <source>key: $%1%2</source>
            <translation>Schlüssel: $%1%2</translation>
        </message>
        <message>
            <source> or keychain</source>
            <translation> oder Schlüsselbund</translation>
        </message>
        <message>
            <source>llm add needs a profile name</source>
            <translation>llm add braucht einen Profilnamen</translation>
        </message>
        <message>
            <source>saved LLM profile %1 in %2</source>
            <translation>LLM-Profil %1 in %2 gespeichert</translation>
        </message>
        <message>
            <source>name an LLM profile (lowerscope llm list)</source>
            <translation>ein LLM-Profil angeben (lowerscope llm list)</translation>
        </message>
        <message>
            <source>no LLM profile %1 (lowerscope llm list)</source>
            <translation>kein LLM-Profil %1 (lowerscope llm list)</translation>
        </message>
        <message>
            <source>cannot read standard input</source>
            <translation>Standardeingabe nicht lesbar</translation>
        </message>
        <message>
            <source>API key for %1 (read from standard input; stored only in the system keychain):</source>
            <translation>API-Schlüssel für %1 (von der Standardeingabe gelesen; nur im Schlüsselbund des Systems gespeichert):</translation>
        </message>
        <message>
            <source>no key given</source>
            <translation>kein Schlüssel angegeben</translation>
        </message>
        <message>
            <source>stored in the system keychain</source>
            <translation>im Schlüsselbund des Systems gespeichert</translation>
        </message>
        <message>
            <source>retrying (attempt %1) in %2 s: %3</source>
            <translation>neuer Versuch (%1.) in %2 s: %3</translation>
        </message>
        <message>
            <source>%1 input and %2 output tokens, %3 attempt(s), %4 s%5</source>
            <translation>%1 Eingabe- und %2 Ausgabe-Token, %3 Versuch(e), %4 s%5</translation>
        </message>
        <message>
            <source>give --task DIR and --diagnosis FILE (the output of diagnose --json)</source>
            <translation>--task DIR und --diagnosis FILE angeben (die Ausgabe von diagnose --json)</translation>
        </message>
        <message>
            <source>%1: not JSON at offset %2: %3</source>
            <translation>%1: kein JSON bei Offset %2: %3</translation>
        </message>
        <message>
            <source>%1: cannot write the candidate (%2)</source>
            <translation>%1: Kandidat nicht schreibbar (%2)</translation>
        </message>
        <message>
            <source>candidate (%1) written to %2</source>
            <translation>Kandidat (%1) nach %2 geschrieben</translation>
        </message>
        <message>
            <source>no LLM profile %1</source>
            <translation>kein LLM-Profil %1</translation>
        </message>
        <message>
            <source>unknown llm action '%1' (list, add, remove, key, ask, prompt, propose)</source>
            <translation>unbekannte llm-Aktion '%1' (list, add, remove, key, ask, prompt, propose)</translation>
        </message>
        <message>
            <source>LLM profiles and keys, and rewrites proposed by a model from a diagnosis.</source>
            <translation>LLM-Profile und -Schlüssel sowie von einem Modell aus einer Diagnose vorgeschlagene Umschreibungen.</translation>
        </message>
        <message>
            <source>openai (chat completions: OpenAI, vLLM, Ollama, llama.cpp) or anthropic (Messages).</source>
            <translation>openai (Chat Completions: OpenAI, vLLM, Ollama, llama.cpp) oder anthropic (Messages).</translation>
        </message>
        <message>
            <source>The API's base URL, e.g. http://localhost:8000/v1.</source>
            <translation>Die Basis-URL der API, z. B. http://localhost:8000/v1.</translation>
        </message>
        <message>
            <source>URL</source>
            <translation>URL</translation>
        </message>
        <message>
            <source>The model name the server knows.</source>
            <translation>Der Modellname, den der Server kennt.</translation>
        </message>
        <message>
            <source>The environment variable holding the API key.</source>
            <translation>Die Umgebungsvariable mit dem API-Schlüssel.</translation>
        </message>
        <message>
            <source>VAR</source>
            <translation>VAR</translation>
        </message>
        <message>
            <source>Read the key from the system keychain when the variable is unset.</source>
            <translation>Den Schlüssel aus dem Schlüsselbund des Systems lesen, wenn die Variable nicht gesetzt ist.</translation>
        </message>
        <message>
            <source>The server takes no key (a local server).</source>
            <translation>Der Server braucht keinen Schlüssel (ein lokaler Server).</translation>
        </message>
        <message>
            <source>The answer's token limit.</source>
            <translation>Die Token-Grenze der Antwort.</translation>
        </message>
        <message>
            <source>N</source>
            <translation>N</translation>
        </message>
        <message>
            <source>Seconds without data before a request is retried.</source>
            <translation>Sekunden ohne Daten, bevor eine Anfrage wiederholt wird.</translation>
        </message>
        <message>
            <source>S</source>
            <translation>S</translation>
        </message>
        <message>
            <source>Retries after the first attempt.</source>
            <translation>Wiederholungen nach dem ersten Versuch.</translation>
        </message>
        <message>
            <source>At most this many requests per minute.</source>
            <translation>Höchstens so viele Anfragen pro Minute.</translation>
        </message>
        <message>
            <source>USD per million input tokens.</source>
            <translation>USD pro Million Eingabe-Token.</translation>
        </message>
        <message>
            <source>USD</source>
            <translation>USD</translation>
        </message>
        <message>
            <source>USD per million output tokens.</source>
            <translation>USD pro Million Ausgabe-Token.</translation>
        </message>
        <message>
            <source>A system prompt for ask.</source>
            <translation>Ein System-Prompt für ask.</translation>
        </message>
        <message>
            <source>An operator task folder.</source>
            <translation>Ein Operator-Aufgabenordner.</translation>
        </message>
        <message>
            <source>The kernel's diagnose --json output.</source>
            <translation>Die Ausgabe von diagnose --json für den Kernel.</translation>
        </message>
        <message>
            <source>A folder with your own rewrite.system.md and rewrite.user.md.</source>
            <translation>Ein Ordner mit eigenen rewrite.system.md und rewrite.user.md.</translation>
        </message>
        <message>
            <source>Where propose writes the candidate kernel.</source>
            <translation>Wohin propose den Kandidaten-Kernel schreibt.</translation>
        </message>
        <message>
            <source>usage: lowerscope bundle export TASK... [--candidate FILE]... --out BUNDLE.tar.gz</source>
            <translation>Aufruf: lowerscope bundle export TASK... [--candidate DATEI]... --out BUNDLE.tar.gz</translation>
        </message>
        <message>
            <source>wrote %1 (batch %2, %3 requests). Where the hardware is: unpack it, run `python3 run.py`, then bring back results.tar.gz and run `lowerscope bundle import results.tar.gz`.</source>
            <translation>%1 geschrieben (Batch %2, %3 Anfragen). Dort, wo die Hardware ist: entpacken, `python3 run.py` ausführen, dann results.tar.gz zurückbringen und `lowerscope bundle import results.tar.gz` ausführen.</translation>
        </message>
        <message>
            <source>usage: lowerscope bundle import RESULTS.tar.gz [--json]</source>
            <translation>Aufruf: lowerscope bundle import RESULTS.tar.gz [--json]</translation>
        </message>
        <message>
            <source>batch %1: %2 results, %3 newly recorded in %4</source>
            <translation>Batch %1: %2 Ergebnisse, %3 neu gespeichert in %4</translation>
        </message>
        <message>
            <source>usage: lowerscope bundle export TASK... --out BUNDLE.tar.gz | bundle import RESULTS.tar.gz</source>
            <translation>Aufruf: lowerscope bundle export TASK... --out BUNDLE.tar.gz | bundle import RESULTS.tar.gz</translation>
        </message>
        <message>
            <source>Offline runs: export a job bundle to run where the hardware is, import its results into the workspace.</source>
            <translation>Offline-Läufe: ein Job-Bundle exportieren, das dort läuft, wo die Hardware ist, und seine Ergebnisse in den Arbeitsbereich importieren.</translation>
        </message>
        <message>
            <source>The bundle archive to write.</source>
            <translation>Das zu schreibende Bundle-Archiv.</translation>
        </message>
        <message>
            <source>profile %1 is offline: export a bundle with lowerscope bundle export and import its results with lowerscope bundle import</source>
            <translation>Profil %1 ist offline: ein Bundle mit lowerscope bundle export exportieren und seine Ergebnisse mit lowerscope bundle import importieren</translation>
        </message>
        <message numerus="yes">
            <source>batch %1: %n request(s) on runner '%2'</source>
            <translation>
                <numerusform>Batch %1: %n Anfrage(n) auf Runner '%2'</numerusform>
                <numerusform>Batch %1: %n Anfrage(n) auf Runner '%2'</numerusform>
            </translation>
        </message>
        <message>
            <source>batch %1: %2 of %3 requests ran to a verdict; recorded in %4</source>
            <translation>Batch %1: %2 von %3 Anfragen liefen bis zu einem Urteil; gespeichert in %4</translation>
        </message>
        <message>
            <source>Validate candidate kernels with the harness on a runner and record the results in the workspace.</source>
            <translation>Kandidaten-Kernel mit dem Harness auf einem Runner prüfen und die Ergebnisse im Arbeitsbereich speichern.</translation>
        </message>
        <message>
            <source>usage: lowerscope runners add NAME --kind local|ssh|slurm|offline [options]</source>
            <translation>Aufruf: lowerscope runners add NAME --kind local|ssh|slurm|offline [Optionen]</translation>
        </message>
        <message>
            <source>--timeout, --parallel, --port and --poll take non-negative whole numbers</source>
            <translation>--timeout, --parallel, --port und --poll erwarten nicht-negative ganze Zahlen</translation>
        </message>
        <message>
            <source>saved runner profile %1 in %2</source>
            <translation>Runner-Profil %1 in %2 gespeichert</translation>
        </message>
        <message>
            <source>usage: lowerscope runners test NAME</source>
            <translation>Aufruf: lowerscope runners test NAME</translation>
        </message>
        <message>
            <source>no runner profile '%1'</source>
            <translation>kein Runner-Profil '%1'</translation>
        </message>
        <message>
            <source>usage: lowerscope runners remove NAME</source>
            <translation>Aufruf: lowerscope runners remove NAME</translation>
        </message>
        <message>
            <source>removed runner profile %1</source>
            <translation>Runner-Profil %1 entfernt</translation>
        </message>
        <message>
            <source>unknown runners action '%1' (list, show, add, remove, test)</source>
            <translation>unbekannte runners-Aktion '%1' (list, show, add, remove, test)</translation>
        </message>
        <message>
            <source>Manage the runner profiles: where and how candidates run (this machine, ssh, Slurm, offline bundles).</source>
            <translation>Runner-Profile verwalten: wo und wie Kandidaten laufen (dieser Rechner, ssh, Slurm, Offline-Bundles).</translation>
        </message>
        <message>
            <source>VALUE</source>
            <translation>WERT</translation>
        </message>
        <message>
            <source>Runner kind: local, ssh, slurm or offline.</source>
            <translation>Runner-Art: local, ssh, slurm oder offline.</translation>
        </message>
        <message>
            <source>ssh destination (user@host or a Host of ~/.ssh/config).</source>
            <translation>ssh-Ziel (user@host oder ein Host aus ~/.ssh/config).</translation>
        </message>
        <message>
            <source>ssh port.</source>
            <translation>ssh-Port.</translation>
        </message>
        <message>
            <source>Staging folder on the ssh host.</source>
            <translation>Bereitstellungsordner auf dem ssh-Host.</translation>
        </message>
        <message>
            <source>Extra ssh -o option (repeatable).</source>
            <translation>Zusätzliche ssh-Option -o (wiederholbar).</translation>
        </message>
        <message>
            <source>Slurm partition.</source>
            <translation>Slurm-Partition.</translation>
        </message>
        <message>
            <source>Slurm generic resources, e.g. gpu:1.</source>
            <translation>Generische Slurm-Ressourcen, z. B. gpu:1.</translation>
        </message>
        <message>
            <source>Slurm time limit (sbatch --time).</source>
            <translation>Slurm-Zeitlimit (sbatch --time).</translation>
        </message>
        <message>
            <source>Slurm account.</source>
            <translation>Slurm-Konto.</translation>
        </message>
        <message>
            <source>Extra sbatch argument (repeatable).</source>
            <translation>Zusätzliches sbatch-Argument (wiederholbar).</translation>
        </message>
        <message>
            <source>A folder the Slurm compute nodes share with this machine.</source>
            <translation>Ein Ordner, den die Slurm-Rechenknoten mit diesem Rechner teilen.</translation>
        </message>
        <message>
            <source>Requests run at once (local, ssh, offline).</source>
            <translation>Gleichzeitig laufende Anfragen (local, ssh, offline).</translation>
        </message>
        <message>
            <source>Python interpreter where the requests run.</source>
            <translation>Python-Interpreter dort, wo die Anfragen laufen.</translation>
        </message>
        <message>
            <source>Seconds between Slurm polls.</source>
            <translation>Sekunden zwischen Slurm-Abfragen.</translation>
        </message>
        <message>
            <source>Runner profile (see lowerscope runners list; default: local).</source>
            <translation>Runner-Profil (siehe lowerscope runners list; Vorgabe: local).</translation>
        </message>
        <message>
            <source>Candidate kernel file (repeatable); default: the task's own kernel.</source>
            <translation>Kandidaten-Kerneldatei (wiederholbar); Vorgabe: der eigene Kernel des Tasks.</translation>
        </message>
        <message>
            <source>Where the candidates' code came from: user, recipe or llm (default: user).</source>
            <translation>Woher der Code der Kandidaten stammt: user, recipe oder llm (Vorgabe: user).</translation>
        </message>
        <message>
            <source>ORIGIN</source>
            <translation>HERKUNFT</translation>
        </message>
        <message>
            <source>Also capture the candidate's compiler stages and pass dumps.</source>
            <translation>Auch die Compiler-Stufen und Pass-Dumps des Kandidaten erfassen.</translation>
        </message>
        <message>
            <source>With --evidence: also Nsight Compute exports.</source>
            <translation>Mit --evidence: auch Nsight-Compute-Exporte.</translation>
        </message>
        <message>
            <source>Check correctness only, without timing.</source>
            <translation>Nur die Korrektheit prüfen, ohne Zeitmessung.</translation>
        </message>
        <message>
            <source>Seconds one request may take (default: the profile's).</source>
            <translation>Sekunden, die eine Anfrage dauern darf (Vorgabe: die des Profils).</translation>
        </message>
        <message>
            <source>SECONDS</source>
            <translation>SEKUNDEN</translation>
        </message>
        <message>
            <source>Run code from a recipe or an LLM without asking (batch runs).</source>
            <translation>Code aus einem Rezept oder einem LLM ohne Rückfrage ausführen (Batch-Läufe).</translation>
        </message>
        <message>
            <source>no runner profile '%1' (see lowerscope runners list)</source>
            <translation>kein Runner-Profil '%1' (siehe lowerscope runners list)</translation>
        </message>
        <message>
            <source>name at least one task folder</source>
            <translation>mindestens einen Task-Ordner angeben</translation>
        </message>
        <message>
            <source>--origin must be user, recipe or llm, not '%1'</source>
            <translation>--origin muss user, recipe oder llm sein, nicht '%1'</translation>
        </message>
        <message>
            <source>--timeout must be a positive number of seconds</source>
            <translation>--timeout muss eine positive Zahl von Sekunden sein</translation>
        </message>
        <message>
            <source>give one task with any number of --candidate, or as many --candidate as tasks</source>
            <translation>einen Task mit beliebig vielen --candidate angeben, oder so viele --candidate wie Tasks</translation>
        </message>
        <message numerus="yes">
            <source>%n candidate(s) did not come from you (origin recipe or llm); no terminal to ask on: pass --yes to run them</source>
            <translation>
                <numerusform>%n Kandidat(en) stammen nicht von Ihnen (Herkunft recipe oder llm); kein Terminal zum Nachfragen: --yes angeben, um sie auszuführen</numerusform>
                <numerusform>%n Kandidat(en) stammen nicht von Ihnen (Herkunft recipe oder llm); kein Terminal zum Nachfragen: --yes angeben, um sie auszuführen</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: code from %2 (%3), against the task's kernel:</source>
            <translation>%1: Code aus %2 (%3), gegenüber dem Kernel des Tasks:</translation>
        </message>
        <message>
            <source>(identical to the task's kernel)</source>
            <translation>(identisch mit dem Kernel des Tasks)</translation>
        </message>
        <message>
            <source>Run this code on runner '%1'? [y/N] </source>
            <translation>Diesen Code auf Runner '%1' ausführen? [y/N] </translation>
        </message>
        <message>
            <source>not run: no consent</source>
            <translation>nicht ausgeführt: keine Zustimmung</translation>
        </message>
        <message numerus="yes">
            <source>Run these %n candidate(s)? [y/N] </source>
            <translation>
                <numerusform>Diese %n Kandidaten ausführen? [j/N] </numerusform>
                <numerusform>Diese %n Kandidaten ausführen? [j/N] </numerusform>
            </translation>
        </message>
        <message>
            <source>no runner profile named '%1' (lowerscope runners list)</source>
            <translation>kein Runner-Profil namens '%1' (lowerscope runners list)</translation>
        </message>
        <message>
            <source>--rounds: expected a whole number from 1</source>
            <translation>--rounds: ganze Zahl ab 1 erwartet</translation>
        </message>
        <message>
            <source>--candidates: expected a whole number from 1</source>
            <translation>--candidates: ganze Zahl ab 1 erwartet</translation>
        </message>
        <message numerus="yes">
            <source>lowerscope: optimize: step %1: %n request(s) on %2</source>
            <translation>
                <numerusform>lowerscope: optimize: Schritt %1: %n Anfrage(n) auf %2</numerusform>
                <numerusform>lowerscope: optimize: Schritt %1: %n Anfrage(n) auf %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: the workspace already has %n round(s) of %2; continue them with --resume</source>
            <translation>
                <numerusform>%1: der Arbeitsbereich hat bereits %n Runde(n) von %2; mit --resume fortsetzen</numerusform>
                <numerusform>%1: der Arbeitsbereich hat bereits %n Runde(n) von %2; mit --resume fortsetzen</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: %2 has no accepted initial kernel in the baseline log</source>
            <translation>%1: %2 hat im Baseline-Protokoll keinen akzeptierten Anfangskernel</translation>
        </message>
        <message>
            <source>Optimize operator tasks with the embedded loop: diagnose, pick a rewrite from the patterns, validate, record.</source>
            <translation>Operatoraufgaben mit der eingebauten Schleife optimieren: diagnostizieren, eine Umschreibung aus den Mustern wählen, validieren, aufzeichnen.</translation>
        </message>
        <message>
            <source>Rounds per operator in all, counting earlier sessions (default 4).</source>
            <translation>Runden pro Operator insgesamt, frühere Sitzungen mitgezählt (Standard 4).</translation>
        </message>
        <message>
            <source>Rounds per operator in one runner call (default 1).</source>
            <translation>Runden pro Operator in einem Runner-Aufruf (Standard 1).</translation>
        </message>
        <message>
            <source>K</source>
            <translation>K</translation>
        </message>
        <message>
            <source>The runner profile that validates candidates (default: this machine).</source>
            <translation>Das Runner-Profil, das Kandidaten validiert (Standard: dieser Rechner).</translation>
        </message>
        <message>
            <source>PROFILE</source>
            <translation>PROFIL</translation>
        </message>
        <message>
            <source>Continue the rounds the workspace holds for these tasks.</source>
            <translation>Die Runden fortsetzen, die der Arbeitsbereich für diese Aufgaben enthält.</translation>
        </message>
        <message>
            <source>A harness self-test log whose initial-kernel times (same hashes) are the baseline.</source>
            <translation>Ein Selbsttest-Protokoll des Harness, dessen Zeiten der Anfangskernel (gleiche Hashes) die Baseline sind.</translation>
        </message>
        <message>
            <source>LOG</source>
            <translation>PROTOKOLL</translation>
        </message>
        <message>
            <source>Open the teaching demo (Help &gt; Open demo): real H200 kernels and their recorded rounds.</source>
            <translation>Die Lehr-Demo öffnen (Hilfe &gt; Demo öffnen): echte H200-Kernel und ihre aufgezeichneten Runden.</translation>
        </message>
        <message numerus="yes">
            <source>lowerscope: optimize: wrote %1 (%n request(s)). Where the hardware is: unpack it and run `python3 run.py` (with --parallel N --gpus 0,1,... on N GPUs), bring back results.tar.gz, then continue with `lowerscope optimize TASK... --runner %2 --results results.tar.gz`.</source>
            <translation>
                <numerusform>lowerscope: optimize: %1 geschrieben (%n Anfrage(n)). Dort, wo die Hardware ist: entpacken und `python3 run.py` ausführen (mit --parallel N --gpus 0,1,... auf N GPUs), results.tar.gz zurückbringen, dann mit `lowerscope optimize TASK... --runner %2 --results results.tar.gz` fortsetzen.</numerusform>
                <numerusform>lowerscope: optimize: %1 geschrieben (%n Anfrage(n)). Dort, wo die Hardware ist: entpacken und `python3 run.py` ausführen (mit --parallel N --gpus 0,1,... auf N GPUs), results.tar.gz zurückbringen, dann mit `lowerscope optimize TASK... --runner %2 --results results.tar.gz` fortsetzen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>lowerscope: optimize: %1: batch %2, %n result(s); %3 unfinished round(s) or evidence request(s) finished</source>
            <translation>
                <numerusform>lowerscope: optimize: %1: Batch %2, %n Ergebnis(se); %3 unfertige Runde(n) oder Evidenzanfrage(n) abgeschlossen</numerusform>
                <numerusform>lowerscope: optimize: %1: Batch %2, %n Ergebnis(se); %3 unfertige Runde(n) oder Evidenzanfrage(n) abgeschlossen</numerusform>
            </translation>
        </message>
        <message>
            <source>Import an offline step's results archive first, finish its rounds, then continue (implies --resume).</source>
            <translation>Zuerst das Ergebnisarchiv eines Offline-Schritts importieren, seine Runden abschließen, dann fortsetzen (impliziert --resume).</translation>
        </message>
        <message>
            <source>ARCHIVE</source>
            <translation>ARCHIV</translation>
        </message>
        <message>
            <source>With an offline runner profile: where to write the step's bundle.</source>
            <translation>Mit einem Offline-Runner-Profil: wohin das Bündel des Schritts geschrieben wird.</translation>
        </message>
        <message>
            <source>%1 has an acquisition that has not run (%2): validate it first (lowerscope agent validate)</source>
            <translation>%1 hat eine Beschaffung, die noch nicht lief (%2): validieren Sie zuerst (lowerscope agent validate)</translation>
        </message>
        <message>
            <source>%1: no agent session in this workspace; start one with `lowerscope agent start TASK...`</source>
            <translation>%1: keine Agent-Sitzung in diesem Arbeitsbereich; starten Sie eine mit `lowerscope agent start TASK...`</translation>
        </message>
        <message>
            <source>usage: lowerscope agent start TASK... [--baseline LOG]</source>
            <translation>Aufruf: lowerscope agent start TASK... [--baseline LOG]</translation>
        </message>
        <message>
            <source>%1: %2 round(s), best %3x; next: lowerscope agent diagnose %1</source>
            <translation>%1: %2 Runde(n), bestes %3x; weiter: lowerscope agent diagnose %1</translation>
        </message>
        <message>
            <source>usage: lowerscope agent diagnose OPERATOR [--json]</source>
            <translation>Aufruf: lowerscope agent diagnose OPERATOR [--json]</translation>
        </message>
        <message>
            <source>escalation: %1</source>
            <translation>Eskalation: %1</translation>
        </message>
        <message>
            <source>usage: lowerscope agent propose OPERATOR FILE [--hypothesis TEXT] [--json]</source>
            <translation>Aufruf: lowerscope agent propose OPERATOR FILE [--hypothesis TEXT] [--json]</translation>
        </message>
        <message>
            <source>round %1 of %2 is %3: validate it first (lowerscope agent validate)</source>
            <translation>Runde %1 von %2 ist %3: validieren Sie sie zuerst (lowerscope agent validate)</translation>
        </message>
        <message>
            <source>%1: no round was recorded</source>
            <translation>%1: keine Runde wurde aufgezeichnet</translation>
        </message>
        <message>
            <source>nothing to validate: every round is done</source>
            <translation>nichts zu validieren: jede Runde ist abgeschlossen</translation>
        </message>
        <message>
            <source>runner %1 is offline: give --out BUNDLE.tar.gz</source>
            <translation>Runner %1 ist offline: geben Sie --out BUNDLE.tar.gz an</translation>
        </message>
        <message>
            <source>wrote %1; run `python3 run.py` in it where the hardware is, then `lowerscope bundle import results.tar.gz` and `lowerscope agent record`</source>
            <translation>%1 geschrieben; führen Sie darin `python3 run.py` dort aus, wo die Hardware ist, dann `lowerscope bundle import results.tar.gz` und `lowerscope agent record`</translation>
        </message>
        <message numerus="yes">
            <source>%n request(s) have no result in the workspace yet (lowerscope bundle import RESULTS)</source>
            <translation>
                <numerusform>%n Anfrage(n) haben noch kein Ergebnis im Arbeitsbereich (lowerscope bundle import RESULTS)</numerusform>
                <numerusform>%n Anfrage(n) haben noch kein Ergebnis im Arbeitsbereich (lowerscope bundle import RESULTS)</numerusform>
            </translation>
        </message>
        <message>
            <source>usage: lowerscope agent start|diagnose|propose|validate|record ... (docs/agent.md)</source>
            <translation>Aufruf: lowerscope agent start|diagnose|propose|validate|record ... (docs/agent.md)</translation>
        </message>
        <message>
            <source>The optimization loop one step at a time, for a coding agent that writes the rewrites (docs/agent.md).</source>
            <translation>Die Optimierungsschleife Schritt für Schritt, für einen Coding-Agenten, der die Umschreibungen schreibt (docs/agent.md).</translation>
        </message>
        <message>
            <source>What the rewrite is meant to fix (default: the file's first lines of prose).</source>
            <translation>Was die Umschreibung beheben soll (Standard: die ersten Prosazeilen der Datei).</translation>
        </message>
        <message>
            <source>Where an offline runner's bundle is written.</source>
            <translation>Wohin das Bündel eines Offline-Runners geschrieben wird.</translation>
        </message>
        <message>
            <source>Run candidates written by recipes or a model without asking.</source>
            <translation>Von Rezepten oder einem Modell geschriebene Kandidaten ohne Rückfrage ausführen.</translation>
        </message>
        <message numerus="yes">
            <source>optimize: %n candidate(s) written by recipes or a model would run; pass --yes to allow it without a terminal (the rounds stay started: --resume)</source>
            <translation>
                <numerusform>optimize: %n von Rezepten oder einem Modell geschriebene(r) Kandidat(en) würde(n) laufen; übergeben Sie --yes, um es ohne Terminal zu erlauben (die Runden bleiben begonnen: --resume)</numerusform>
                <numerusform>optimize: %n von Rezepten oder einem Modell geschriebene(r) Kandidat(en) würde(n) laufen; übergeben Sie --yes, um es ohne Terminal zu erlauben (die Runden bleiben begonnen: --resume)</numerusform>
            </translation>
        </message>
        <message>
            <source>optimize: no consent to run generated code; nothing ran (the rounds stay started: --resume)</source>
            <translation>optimize: keine Zustimmung, generierten Code auszuführen; nichts lief (die Runden bleiben begonnen: --resume)</translation>
        </message>
        <message>
            <source>usage: lowerscope optimize TASK... [--rounds N] [--runner PROFILE] [--llm PROFILE] [--resume] [--results ARCHIVE] [--yes]</source>
            <translation>Aufruf: lowerscope optimize TASK... [--rounds N] [--runner PROFILE] [--llm PROFILE] [--resume] [--results ARCHIVE] [--yes]</translation>
        </message>
        <message>
            <source>An LLM profile that proposes each step's first rewrite (lowerscope llm list).</source>
            <translation>Ein LLM-Profil, das in jedem Schritt die erste Umschreibung vorschlägt (lowerscope llm list).</translation>
        </message>
        <message>
            <source>The view to show first (and in --screenshot): diagnosis, trajectory, source, timeline, charts, curator, rounds, optimize.</source>
            <translation>Die zuerst gezeigte Ansicht (auch bei --screenshot): diagnosis, trajectory, source, timeline, charts, curator, rounds, optimize.</translation>
        </message>
        <message>
            <source>reason</source>
            <translation>Grund</translation>
        </message>
        <message>
            <source>line %1</source>
            <translation>Zeile %1</translation>
        </message>
        <message>
            <source>written by a coding agent: %1</source>
            <translation>von einem Coding-Agenten geschrieben: %1</translation>
        </message>
        <message>
            <source>model %1 (profile %2): %3 input and %4 output tokens, $%5</source>
            <translation>Modell %1 (Profil %2): %3 Eingabe- und %4 Ausgabe-Tokens, $%5</translation>
        </message>
        <message>
            <source>answer read as: %1</source>
            <translation>Antwort gelesen als: %1</translation>
        </message>
        <message>
            <source>it also changed text outside the editable region, which is not applied</source>
            <translation>sie änderte auch Text außerhalb des bearbeitbaren Bereichs, der nicht übernommen wird</translation>
        </message>
        <message>
            <source>answer not used</source>
            <translation>Antwort nicht verwendet</translation>
        </message>
        <message>
            <source>the prompt and the answer: lowerscope rounds show %1 %2 (or --json: llm.prompt, llm.response.text)</source>
            <translation>Prompt und Antwort: lowerscope rounds show %1 %2 (oder --json: llm.prompt, llm.response.text)</translation>
        </message>
        <message>
            <source>prompt: system</source>
            <translation>Prompt: System</translation>
        </message>
        <message>
            <source>prompt: user</source>
            <translation>Prompt: Benutzer</translation>
        </message>
        <message>
            <source>answer</source>
            <translation>Antwort</translation>
        </message>
        <message>
            <source>--key-env: %1</source>
            <translation>--key-env: %1</translation>
        </message>
        <message>
            <source>%1: no arm workspace (%2) in it</source>
            <translation>%1: kein Arbeitsbereich eines Arms (%2) darin</translation>
        </message>
        <message>
            <source>--arms: %1 is not an arm (surface, progressive, deep)</source>
            <translation>--arms: %1 ist kein Arm (surface, progressive, deep)</translation>
        </message>
        <message>
            <source>usage: lowerscope ablate TASK... --out DIR [--arms surface,progressive,deep] [--rounds N] [--runner PROFILE] [--llm PROFILE] [--yes] | ablate --report DIR</source>
            <translation>Aufruf: lowerscope ablate TASK... --out DIR [--arms surface,progressive,deep] [--rounds N] [--runner PROFILE] [--llm PROFILE] [--yes] | ablate --report DIR</translation>
        </message>
        <message>
            <source>ablate runs every arm to its end: runner %1 is offline (use local, ssh or slurm, or drive each arm's workspace with `optimize` and then `ablate --report`)</source>
            <translation>ablate führt jeden Arm bis zu seinem Ende aus: Runner %1 ist offline (local, ssh oder slurm verwenden oder den Arbeitsbereich jedes Arms mit `optimize` vorantreiben und danach `ablate --report` ausführen)</translation>
        </message>
        <message>
            <source>lowerscope: ablate: arm %1 in %2</source>
            <translation>lowerscope: ablate: Arm %1 in %2</translation>
        </message>
        <message>
            <source>Run the loop once per evidence arm (surface, progressive, deep) on the same tasks and budget, and put the arms side by side.</source>
            <translation>Die Schleife einmal je Evidenz-Arm (surface, progressive, deep) mit denselben Aufgaben und demselben Budget ausführen und die Arme nebeneinanderstellen.</translation>
        </message>
        <message>
            <source>The folder that holds one workspace per arm and the report.</source>
            <translation>Der Ordner, der je Arm einen Arbeitsbereich sowie den Bericht enthält.</translation>
        </message>
        <message>
            <source>The arms, comma-separated (default: surface,progressive,deep).</source>
            <translation>Die Arme, durch Kommas getrennt (Standard: surface,progressive,deep).</translation>
        </message>
        <message>
            <source>ARMS</source>
            <translation>ARME</translation>
        </message>
        <message>
            <source>Only build the report from the arm workspaces in DIR (e.g. arms an agent drove).</source>
            <translation>Nur den Bericht aus den Arbeitsbereichen der Arme in DIR erstellen (z. B. Arme, die ein Agent vorangetrieben hat).</translation>
        </message>
        <message>
            <source>%1: no round yet: run `lowerscope agent validate` to acquire the evidence, then `agent diagnose %1` and propose again</source>
            <translation>%1: noch keine Runde: `lowerscope agent validate` ausführen, um die Evidenz zu beschaffen, dann `agent diagnose %1` und erneut vorschlagen</translation>
        </message>
        <message>
            <source>What the proposer is shown: surface, progressive (default) or deep (an ablation's arm).</source>
            <translation>Was dem Vorschlagenden gezeigt wird: surface, progressive (Standard) oder deep (ein Arm einer Ablation).</translation>
        </message>
        <message>
            <source>ARM</source>
            <translation>ARM</translation>
        </message>
        <message>
            <source>What the proposer is shown: surface (kernel and times), progressive (evidence as the gap asks, the default) or deep (dump and profile of every best kernel).</source>
            <translation>Was dem Vorschlagenden gezeigt wird: surface (Kernel und Zeiten), progressive (Evidenz, wie der Abstand sie verlangt; Standard) oder deep (dump und profile jedes besten Kernels).</translation>
        </message>
        <message>
            <source>warning: %1</source>
            <translation>Warnung: %1</translation>
        </message>
        <message>
            <source>  calibrated on a device</source>
            <translation>  auf einem Gerät kalibriert</translation>
        </message>
        <message>
            <source>  calibration failed: %1</source>
            <translation>  Kalibrierung fehlgeschlagen: %1</translation>
        </message>
        <message>
            <source>  not calibrated</source>
            <translation>  nicht kalibriert</translation>
        </message>
        <message>
            <source>  torch call of the initial kernel (allowed): line %1</source>
            <translation>  torch-Aufruf des Anfangskernels (erlaubt): Zeile %1</translation>
        </message>
        <message>
            <source>  new torch call (a fallback): line %1</source>
            <translation>  neuer torch-Aufruf (ein Fallback): Zeile %1</translation>
        </message>
        <message>
            <source>%1: not a calibration request of this workspace (skipped)</source>
            <translation>%1: keine Kalibrierungsanfrage dieses Arbeitsbereichs (übersprungen)</translation>
        </message>
        <message>
            <source>%1: did not run: %2 (task not changed)</source>
            <translation>%1: lief nicht: %2 (Aufgabe nicht geändert)</translation>
        </message>
        <message>
            <source>%1: calibration failed: %2</source>
            <translation>%1: Kalibrierung fehlgeschlagen: %2</translation>
        </message>
        <message>
            <source>%1: calibrated</source>
            <translation>%1: kalibriert</translation>
        </message>
        <message>
            <source>usage: lowerscope tasks calibrate TASK... [--runner NAME] [--out BUNDLE.tar.gz] | --import RESULTS.tar.gz</source>
            <translation>Aufruf: lowerscope tasks calibrate TASK... [--runner NAME] [--out BUNDLE.tar.gz] | --import RESULTS.tar.gz</translation>
        </message>
        <message>
            <source>%1: cannot read task.json</source>
            <translation>%1: kann task.json nicht lesen</translation>
        </message>
        <message>
            <source>profile %1 is offline: give --out BUNDLE.tar.gz</source>
            <translation>Profil %1 ist offline: --out BUNDLE.tar.gz angeben</translation>
        </message>
        <message>
            <source>calibration bundle %1 written (batch %2): run python3 run.py where the device is, then lowerscope tasks calibrate --import RESULTS.tar.gz</source>
            <translation>Kalibrierungs-Bundle %1 geschrieben (Batch %2): python3 run.py dort ausführen, wo das Gerät ist, dann lowerscope tasks calibrate --import RESULTS.tar.gz</translation>
        </message>
        <message>
            <source>unknown tasks action '%1' (import-tritonbench, check, calibrate)</source>
            <translation>unbekannte tasks-Aktion „%1“ (import-tritonbench, check, calibrate)</translation>
        </message>
        <message>
            <source>Import a TritonBench-G operator as an operator task, check a task folder (format, hashes, static checks), or calibrate tasks on a device.</source>
            <translation>Einen TritonBench-G-Operator als Operator-Aufgabe importieren, einen Aufgabenordner prüfen (Format, Hashes, statische Prüfungen) oder Aufgaben auf einem Gerät kalibrieren.</translation>
        </message>
        <message>
            <source>The task folder to create (import-tritonbench), or the bundle to write (calibrate on an offline runner).</source>
            <translation>Der anzulegende Aufgabenordner (import-tritonbench) oder das zu schreibende Bundle (calibrate auf einem Offline-Runner).</translation>
        </message>
        <message>
            <source>PATH</source>
            <translation>PFAD</translation>
        </message>
        <message>
            <source>The runner profile that calibrates (default: local).</source>
            <translation>Das Runner-Profil, das kalibriert (Standard: local).</translation>
        </message>
        <message>
            <source>A calibration results archive to record and write into its tasks.</source>
            <translation>Ein Archiv mit Kalibrierungsergebnissen, das aufgezeichnet und in seine Aufgaben geschrieben wird.</translation>
        </message>
        <message>
            <source>RESULTS</source>
            <translation>ERGEBNISSE</translation>
        </message>
        <message>
            <source>--evidence: %1 is not an arm (surface, progressive, deep)</source>
            <translation>--evidence: %1 ist kein Arm (surface, progressive, deep)</translation>
        </message>
        <message>
            <source>%1: the workspace already holds evidence requested for %2; continue with --resume</source>
            <translation>%1: der Arbeitsbereich enthält bereits für %2 angeforderte Evidenz; mit --resume fortsetzen</translation>
        </message>
        <message numerus="yes">
            <source>span %1, device busy %2 (%3 %) on %n stream(s)</source>
            <translation>
                <numerusform>Spanne %1, Gerät belegt %2 (%3 %) auf %n Stream</numerusform>
                <numerusform>Spanne %1, Gerät belegt %2 (%3 %) auf %n Streams</numerusform>
            </translation>
        </message>
        <message>
            <source>, %1 % of the kernel time</source>
            <translation>, %1 % der Kernelzeit</translation>
        </message>
        <message>
            <source>%1: no such view (%2)</source>
            <translation>%1: keine solche Ansicht (%2)</translation>
        </message>
        <message>
            <source>%1: %2 holds nothing this view shows</source>
            <translation>%1: %2 enthält nichts, was diese Ansicht zeigt</translation>
        </message>
    </context>
    <context>
        <name>Demo</name>
        <message>
            <source>%1: cannot open the demo kernel</source>
            <translation>%1: der Demo-Kernel lässt sich nicht öffnen</translation>
        </message>
        <message>
            <source>%1: the demo is not installed</source>
            <translation>%1: die Demo ist nicht installiert</translation>
        </message>
        <message>
            <source>%1: no rounds or no measurements in the demo</source>
            <translation>%1: keine Runden oder keine Messungen in der Demo</translation>
        </message>
    </context>
    <context>
        <name>Detector</name>
        <message>
            <source>unterminated string</source>
            <translation>nicht abgeschlossene Zeichenkette</translation>
        </message>
        <message>
            <source>unexpected character '%1'</source>
            <translation>unerwartetes Zeichen '%1'</translation>
        </message>
        <message>
            <source>unexpected '%1' after the end of the expression</source>
            <translation>unerwartetes '%1' nach dem Ende des Ausdrucks</translation>
        </message>
        <message>
            <source>expected %1 but the expression ended</source>
            <translation>%1 erwartet, aber der Ausdruck endet</translation>
        </message>
        <message>
            <source>expected %1 but found '%2'</source>
            <translation>%1 erwartet, aber '%2' gefunden</translation>
        </message>
        <message>
            <source>invalid regular expression: %1</source>
            <translation>ungültiger regulärer Ausdruck: %1</translation>
        </message>
        <message>
            <source>'~' needs a string literal (a regular expression) on its right</source>
            <translation>'~' braucht rechts ein String-Literal (einen regulären Ausdruck)</translation>
        </message>
        <message>
            <source>'%1' needs an operand before it</source>
            <translation>'%1' braucht davor einen Operanden</translation>
        </message>
        <message>
            <source>expected a value but the expression ended</source>
            <translation>Wert erwartet, aber der Ausdruck endet</translation>
        </message>
        <message>
            <source>expected a value but found '%1'</source>
            <translation>Wert erwartet, aber '%1' gefunden</translation>
        </message>
        <message>
            <source>expected %1 (a string in double quotes)</source>
            <translation>%1 erwartet (eine Zeichenkette in doppelten Anführungszeichen)</translation>
        </message>
        <message>
            <source>%1() needs a fact name</source>
            <translation>%1() braucht einen Faktennamen</translation>
        </message>
        <message>
            <source>%1() needs a stage name first (ptx, ttgir, ...)</source>
            <translation>%1() braucht zuerst einen Stufennamen (ptx, ttgir, ...)</translation>
        </message>
        <message>
            <source>cannot compare a string with a number</source>
            <translation>eine Zeichenkette lässt sich nicht mit einer Zahl vergleichen</translation>
        </message>
        <message>
            <source>arithmetic on a string</source>
            <translation>Arithmetik mit einer Zeichenkette</translation>
        </message>
        <message>
            <source>min/max of a string</source>
            <translation>min/max einer Zeichenkette</translation>
        </message>
        <message>
            <source>'{{' without a closing '}}'</source>
            <translation>'{{' ohne schließendes '}}'</translation>
        </message>
        <message>
            <source>%1 needs a pattern</source>
            <translation>%1 braucht ein Muster</translation>
        </message>
        <message>
            <source>unknown check directive '%1' (CHECK, CHECK-NEXT, CHECK-SAME, CHECK-NOT, CHECK-EMPTY)</source>
            <translation>unbekannte Check-Direktive '%1' (CHECK, CHECK-NEXT, CHECK-SAME, CHECK-NOT, CHECK-EMPTY)</translation>
        </message>
        <message>
            <source>check() needs at least one CHECK line</source>
            <translation>check() braucht mindestens eine CHECK-Zeile</translation>
        </message>
        <message>
            <source>nested deeper than %1 levels (parentheses, 'not', unary '-' and function calls)</source>
            <translation>tiefer als %1 Ebenen verschachtelt (Klammern, 'not', unäres '-' und Funktionsaufrufe)</translation>
        </message>
        <message>
            <source>unknown function '%1' (has, fact, count, check, min, max, ratio, mod, remarks)</source>
            <translation>unbekannte Funktion '%1' (has, fact, count, check, min, max, ratio, mod, remarks)</translation>
        </message>
    </context>
    <context>
        <name>Diagnosis</name>
        <message>
            <source>the decisive finding %1 is a compiler decision: ask which condition blocked it</source>
            <translation>der entscheidende Befund %1 ist eine Compilerentscheidung: fragen, welche Bedingung sie blockierte</translation>
        </message>
        <message>
            <source>a profile is on disk: measure the bottleneck the decisive pattern must explain</source>
            <translation>ein Profil liegt vor: den Engpass messen, den das entscheidende Muster erklären muss</translation>
        </message>
        <message>
            <source>pattern %1 is decisive and nothing is measured</source>
            <translation>Muster %1 ist entscheidend und nichts ist gemessen</translation>
        </message>
        <message>
            <source>pattern %1 is decisive and explains the measured %2</source>
            <translation>Muster %1 ist entscheidend und erklärt das gemessene %2</translation>
        </message>
        <message>
            <source>decisive pattern %1 (%2) does not explain the measured %3</source>
            <translation>entscheidendes Muster %1 (%2) erklärt das gemessene %3 nicht</translation>
        </message>
        <message>
            <source>decisive pattern %1 explains only %2 % of the time: look for the cause</source>
            <translation>entscheidendes Muster %1 erklärt nur %2 % der Zeit: nach der Ursache suchen</translation>
        </message>
        <message>
            <source>%1; no profile, L2 skipped</source>
            <translation>%1; kein Profil, L2 übersprungen</translation>
        </message>
        <message>
            <source>%1; no IR to attribute it to a source line</source>
            <translation>%1; kein IR, um es einer Quellzeile zuzuordnen</translation>
        </message>
        <message>
            <source>%1; no profile and no IR: nothing to climb to</source>
            <translation>%1; kein Profil und kein IR: keine höhere Stufe möglich</translation>
        </message>
        <message>
            <source>%1; no cause found</source>
            <translation>%1; keine Ursache gefunden</translation>
        </message>
        <message>
            <source>%1; decisive finding: %2</source>
            <translation>%1; entscheidender Befund: %2</translation>
        </message>
        <message>
            <source>Pattern triage</source>
            <translation>Muster-Triage</translation>
        </message>
        <message>
            <source>Profiling</source>
            <translation>Profiling</translation>
        </message>
        <message>
            <source>IR attribution</source>
            <translation>IR-Zuordnung</translation>
        </message>
        <message>
            <source>Compiler knowledge</source>
            <translation>Compilerwissen</translation>
        </message>
        <message>
            <source>pattern %1 is decisive (confidence %2 ≥ %3, its evidence present)</source>
            <translation>Muster %1 ist entscheidend (Konfidenz %2 ≥ %3, seine Evidenz liegt vor)</translation>
        </message>
        <message>
            <source>%1 pattern(s) matched, none decisive</source>
            <translation>%1 Muster getroffen, keines entscheidend</translation>
        </message>
        <message>
            <source>no pattern matched</source>
            <translation>kein Muster getroffen</translation>
        </message>
        <message>
            <source>%1; facts missing: %2</source>
            <translation>%1; fehlende Fakten: %2</translation>
        </message>
        <message>
            <source>Registers spill to local memory (measured)</source>
            <translation>Register werden in den lokalen Speicher ausgelagert (gemessen)</translation>
        </message>
        <message>
            <source>Atomics hold %1 % of the warp stalls</source>
            <translation>Atomare Operationen verursachen %1 % der Warp-Stalls</translation>
        </message>
        <message>
            <source>The grid's %1 blocks leave %2 % of the %3 SMs idle</source>
            <translation>Die %1 Blöcke des Grids lassen %2 % der %3 SMs untätig</translation>
        </message>
        <message>
            <source>The grid fills %1 of one wave of the SMs</source>
            <translation>Das Grid füllt %1 einer Welle der SMs</translation>
        </message>
        <message>
            <source>Achieved occupancy is %1 %</source>
            <translation>Erreichte Belegung ist %1 %</translation>
        </message>
        <message>
            <source>raise the theoretical occupancy: fewer registers per thread (smaller tiles, fewer num_stages) or less shared memory per block</source>
            <translation>die theoretische Belegung erhöhen: weniger Register pro Thread (kleinere Kacheln, weniger num_stages) oder weniger Shared Memory pro Block</translation>
        </message>
        <message>
            <source>the profile holds no signal for this kernel</source>
            <translation>das Profil enthält kein Signal für diesen Kernel</translation>
        </message>
        <message>
            <source>no profile for this kernel</source>
            <translation>kein Profil für diesen Kernel</translation>
        </message>
        <message>
            <source>The kernel is %1</source>
            <translation>Der Kernel ist %1</translation>
        </message>
        <message>
            <source>Nsight Compute rule %1 fired</source>
            <translation>Nsight-Compute-Regel %1 hat angeschlagen</translation>
        </message>
        <message>
            <source>launch-bound: the IR cannot explain launch overhead</source>
            <translation>startgebunden: das IR kann den Startaufwand nicht erklären</translation>
        </message>
        <message>
            <source>bottleneck %1 needs a structural cause</source>
            <translation>Engpass %1 braucht eine strukturelle Ursache</translation>
        </message>
        <message>
            <source>Strided store: one element per access</source>
            <translation>Gestrideter Speichervorgang: ein Element pro Zugriff</translation>
        </message>
        <message>
            <source>Strided load: one element per access</source>
            <translation>Gestrideter Ladevorgang: ein Element pro Zugriff</translation>
        </message>
        <message>
            <source>Store not vectorized: the mask limits the vector width</source>
            <translation>Speichervorgang nicht vektorisiert: die Maske begrenzt die Vektorbreite</translation>
        </message>
        <message>
            <source>Load not vectorized: the mask limits the vector width</source>
            <translation>Ladevorgang nicht vektorisiert: die Maske begrenzt die Vektorbreite</translation>
        </message>
        <message>
            <source>the access's innermost (fastest-varying) axis must be the contiguous axis of the tensor in memory</source>
            <translation>die innerste (am schnellsten laufende) Achse des Zugriffs muss die im Speicher zusammenhängende Achse des Tensors sein</translation>
        </message>
        <message>
            <source>the mask must be constant over runs of the vector width (mask alignment), e.g. a block size that divides the extent</source>
            <translation>die Maske muss über Abschnitte der Vektorbreite konstant sein (Maskenausrichtung), z. B. eine Blockgröße, die die Ausdehnung teilt</translation>
        </message>
        <message>
            <source>Global loads are scalar although each thread holds several elements</source>
            <translation>Globale Ladevorgänge sind skalar, obwohl jeder Thread mehrere Elemente hält</translation>
        </message>
        <message>
            <source>tl.dot on fp32 with IEEE precision runs on the FMA path, not on tensor cores</source>
            <translation>tl.dot auf fp32 mit IEEE-Genauigkeit läuft über den FMA-Pfad, nicht auf Tensor-Cores</translation>
        </message>
        <message>
            <source>tl.dot runs on the FMA path, not on tensor cores</source>
            <translation>tl.dot läuft über den FMA-Pfad, nicht auf Tensor-Cores</translation>
        </message>
        <message>
            <source>tl.dot uses %1, not Hopper's wgmma</source>
            <translation>tl.dot verwendet %1, nicht Hoppers wgmma</translation>
        </message>
        <message>
            <source>%%1 is read from global memory %2 times, in %3 separate loops</source>
            <translation>%%1 wird %2-mal aus dem globalen Speicher gelesen, in %3 getrennten Schleifen</translation>
        </message>
        <message>
            <source>read each element of %1 from global memory once: keep the row in registers/shared memory across the passes (fuse the loops), or use an online (single-pass) formulation</source>
            <translation>jedes Element von %1 nur einmal aus dem globalen Speicher lesen: die Zeile über die Durchläufe in Registern/Shared Memory halten (Schleifen verschmelzen) oder eine Online-Formulierung (ein Durchlauf) verwenden</translation>
        </message>
        <message>
            <source>%1 registers spilled to local memory</source>
            <translation>%1 Register in den lokalen Speicher ausgelagert</translation>
        </message>
        <message>
            <source>fewer live values per thread: smaller tiles, fewer num_stages, or more warps</source>
            <translation>weniger lebende Werte pro Thread: kleinere Kacheln, weniger num_stages oder mehr Warps</translation>
        </message>
        <message>
            <source>A loop loads one element per iteration</source>
            <translation>Eine Schleife lädt ein Element pro Iteration</translation>
        </message>
        <message>
            <source>load a block (tl.arange) per iteration instead of a scalar</source>
            <translation>pro Iteration einen Block (tl.arange) statt eines Skalars laden</translation>
        </message>
        <message>
            <source>HIVM holds more scalar than vector operations</source>
            <translation>HIVM enthält mehr skalare als Vektoroperationen</translation>
        </message>
        <message>
            <source>Pipe synchronisation outnumbers compute operations</source>
            <translation>Pipe-Synchronisation übersteigt die Rechenoperationen</translation>
        </message>
        <message>
            <source>no IR for this kernel</source>
            <translation>kein IR für diesen Kernel</translation>
        </message>
        <message>
            <source>no structural cause found in the IR</source>
            <translation>keine strukturelle Ursache im IR gefunden</translation>
        </message>
        <message>
            <source>a compiler pass declined an optimization: ask its conditions</source>
            <translation>ein Compiler-Pass hat eine Optimierung abgelehnt: seine Bedingungen prüfen</translation>
        </message>
        <message>
            <source>structural cause found at the source line</source>
            <translation>strukturelle Ursache an der Quellzeile gefunden</translation>
        </message>
        <message>
            <source>%1 finding(s) explained by compiler knowledge</source>
            <translation>%1 Befund(e) durch Compilerwissen erklärt</translation>
        </message>
        <message>
            <source>no compiler knowledge entry is supported by the evidence (remark, target, dtypes, IR facts) for %1</source>
            <translation>kein Eintrag des Compilerwissens wird von der Evidenz (Meldung, Ziel, Datentypen, IR-Fakten) für %1 gestützt</translation>
        </message>
        <message>
            <source>%1: no such file or folder</source>
            <translation>%1: keine solche Datei und kein solcher Ordner</translation>
        </message>
        <message>
            <source>knowledge base unavailable, L1 and L4 run without it: %1</source>
            <translation>Wissensbasis nicht verfügbar, L1 und L4 laufen ohne sie: %1</translation>
        </message>
        <message>
            <source>%1: no kernel, IR or profile found</source>
            <translation>%1: kein Kernel, keine IR und kein Profil gefunden</translation>
        </message>
        <message>
            <source>%1: no kernel named %2</source>
            <translation>%1: kein Kernel namens %2</translation>
        </message>
        <message>
            <source>no @triton.jit kernel found</source>
            <translation>kein @triton.jit-Kernel gefunden</translation>
        </message>
        <message>
            <source>%1 is not a format lowerscope reads; export it: %2</source>
            <translation>%1 ist kein Format, das Lowerscope liest; exportieren Sie es: %2</translation>
        </message>
        <message>
            <source>capture.json records another SHA-256 of %1 than the file has now</source>
            <translation>capture.json verzeichnet für %1 einen anderen SHA-256, als die Datei jetzt hat</translation>
        </message>
        <message>
            <source>the IR places the kernel's def at line %1, the source at line %2</source>
            <translation>die IR setzt das def des Kernels in Zeile %1, die Quelle in Zeile %2</translation>
        </message>
        <message>
            <source>%1 IR location(s) name lines outside the kernel (lines %2–%3), e.g. line %4</source>
            <translation>%1 IR-Position(en) nennen Zeilen außerhalb des Kernels (Zeilen %2–%3), z. B. Zeile %4</translation>
        </message>
        <message>
            <source>a compiler remark names line %1, outside the kernel</source>
            <translation>ein Compiler-Hinweis nennt Zeile %1, außerhalb des Kernels</translation>
        </message>
        <message>
            <source>a compiler remark points at column %1 of line %2, which has %3 characters</source>
            <translation>ein Compiler-Hinweis zeigt auf Spalte %1 von Zeile %2, die %3 Zeichen hat</translation>
        </message>
        <message>
            <source>the source no longer matches the IR it was compiled from (%1): findings placed from the IR are marked stale; capture the IR again from this source</source>
            <translation>die Quelle passt nicht mehr zu der IR, aus der sie kompiliert wurde (%1): aus der IR platzierte Befunde sind als veraltet markiert; erfassen Sie die IR erneut aus dieser Quelle</translation>
        </message>
        <message>
            <source>%1: no kernel source (.py), so findings cannot name source lines; put the kernel's .py in the folder</source>
            <translation>%1: keine Kernel-Quelle (.py), daher können Befunde keine Quellzeilen nennen; legen Sie die .py des Kernels in den Ordner</translation>
        </message>
        <message>
            <source>Nsight Compute %1: %2 % estimated speedup (local)</source>
            <translation>Nsight Compute %1: %2 % geschätzte Beschleunigung (lokal)</translation>
        </message>
        <message>
            <source>Nsight Compute %1: %2 % estimated speedup</source>
            <translation>Nsight Compute %1: %2 % geschätzte Beschleunigung</translation>
        </message>
        <message>
            <source>Nsight Compute %1 at the transposing copy: %2 % estimated speedup (local)</source>
            <translation>Nsight Compute %1 an der transponierenden Kopie: %2 % geschätzte Beschleunigung (lokal)</translation>
        </message>
        <message>
            <source>Nsight Compute %1 at the transposing copy: %2 % estimated speedup</source>
            <translation>Nsight Compute %1 an der transponierenden Kopie: %2 % geschätzte Beschleunigung</translation>
        </message>
        <message>
            <source>stall %1: 0 % of stalls</source>
            <translation>Stall %1: 0 % der Stalls</translation>
        </message>
        <message>
            <source>stall %1: %2 % of stalls</source>
            <translation>Stall %1: %2 % der Stalls</translation>
        </message>
        <message>
            <source>%1 % of the stall samples at %2 instructions</source>
            <translation>%1 % der Stall-Stichproben an %2-Befehlen</translation>
        </message>
        <message>
            <source>%1 × %2 % excess sectors</source>
            <translation>%1 × %2 % überschüssige Sektoren</translation>
        </message>
        <message>
            <source>local-memory spilling requests: %1 %</source>
            <translation>Spill-Anfragen an den lokalen Speicher: %1 %</translation>
        </message>
        <message>
            <source>%1 blocks on %2 SMs: %3 % of the SMs idle</source>
            <translation>%1 Blöcke auf %2 SMs: %3 % der SMs untätig</translation>
        </message>
        <message>
            <source>%1 waves per SM</source>
            <translation>%1 Wellen pro SM</translation>
        </message>
        <message>
            <source>achieved occupancy %1 % (%2 warps per scheduler)</source>
            <translation>erreichte Belegung %1 % (%2 Warps pro Scheduler)</translation>
        </message>
        <message>
            <source>SM at %1 % of peak, %2 % of the PTX instructions 64-bit index arithmetic</source>
            <translation>SM bei %1 % der Spitze, %2 % der PTX-Befehle 64-Bit-Indexarithmetik</translation>
        </message>
        <message>
            <source>memory is the nearer roof (%1 % against the SM's %2 %): the index arithmetic hides under it</source>
            <translation>der Speicher ist das nähere Dach (%1 % gegenüber %2 % des SM): die Indexarithmetik verbirgt sich darunter</translation>
        </message>
        <message>
            <source>achieved FLOP/s at %1 % of the tensor peak</source>
            <translation>erreichte FLOP/s bei %1 % der Tensor-Spitze</translation>
        </message>
        <message>
            <source>the dot runs on the FMA path (%1 % of the time at FMA/MMA instructions or more)</source>
            <translation>das dot läuft auf dem FMA-Pfad (%1 % der Zeit an FMA/MMA-Befehlen oder mehr)</translation>
        </message>
        <message>
            <source>roofline: %1 % of the nearer peak</source>
            <translation>Roofline: %1 % der näheren Spitze</translation>
        </message>
        <message>
            <source>%1 % excess shared wavefronts × %2 % of the time at shared memory (measured)</source>
            <translation>%1 % überschüssige Shared-Wavefronts × %2 % der Zeit am Shared Memory (gemessen)</translation>
        </message>
        <message>
            <source>repeats served by L1/L2: DRAM supplies %1 % of the requested bytes; %2 % of the stall samples at global loads</source>
            <translation>Wiederholungen aus L1/L2 bedient: der DRAM liefert %1 % der angeforderten Bytes; %2 % der Stall-Stichproben an globalen Ladebefehlen</translation>
        </message>
        <message>
            <source>compiler remark, not measured</source>
            <translation>Compiler-Hinweis, nicht gemessen</translation>
        </message>
        <message>
            <source>prior: pattern severity × confidence, not measured</source>
            <translation>Vorannahme: Schweregrad des Musters × Konfidenz, nicht gemessen</translation>
        </message>
        <message>
            <source>%1, bounded by the roofline gap</source>
            <translation>%1, begrenzt durch den Abstand zur Roofline</translation>
        </message>
        <message>
            <source>%1, bounded: a %2 µs kernel is launch-bound</source>
            <translation>%1, begrenzt: ein Kernel von %2 µs ist startgebunden</translation>
        </message>
        <message>
            <source>the %1 it causes: %2</source>
            <translation>die %1, die sie verursacht: %2</translation>
        </message>
        <message>
            <source>%1; counted in %2: the layout conversion causes it</source>
            <translation>%1; gezählt in %2: die Layoutumwandlung verursacht es</translation>
        </message>
        <message>
            <source>%1; halved: a structural cause of the excess sectors was found</source>
            <translation>%1; halbiert: eine strukturelle Ursache der überschüssigen Sektoren wurde gefunden</translation>
        </message>
        <message>
            <source>%1 (needs %2)</source>
            <translation>%1 (benötigt %2)</translation>
        </message>
        <message>
            <source>Blocked here by: %1.</source>
            <translation>Hier blockiert durch: %1.</translation>
        </message>
        <message>
            <source>Does not hold: %1.</source>
            <translation>Trifft nicht zu: %1.</translation>
        </message>
        <message>
            <source>Blocked when (not decidable from the evidence): %1.</source>
            <translation>Blockiert, wenn (aus der Evidenz nicht entscheidbar): %1.</translation>
        </message>
        <message>
            <source>Not decidable from the evidence: %1.</source>
            <translation>Aus der Evidenz nicht entscheidbar: %1.</translation>
        </message>
        <message>
            <source>%1 (%2): %3</source>
            <translation>%1 (%2): %3</translation>
        </message>
        <message>
            <source>theoretical occupancy 100 %: no resource limits the resident warps (measured)</source>
            <translation>theoretische Belegung 100 %: keine Ressource begrenzt die residenten Warps (gemessen)</translation>
        </message>
        <message>
            <source>achieved occupancy %1 % stays below the theoretical %2 % (Nsight AchievedOccupancy): the limit does not bind (measured)</source>
            <translation>erreichte Belegung %1 % bleibt unter der theoretischen von %2 % (Nsight AchievedOccupancy): die Grenze greift nicht (gemessen)</translation>
        </message>
        <message>
            <source>repeats reach DRAM: %1 % of the DRAM traffic re-reads data (DRAM supplies %2 % of the requested bytes) × memory at %3 % of peak (measured)</source>
            <translation>Wiederholungen erreichen den DRAM: %1 % des DRAM-Verkehrs liest Daten erneut (der DRAM liefert %2 % der angeforderten Bytes) × Speicher bei %3 % der Spitze (gemessen)</translation>
        </message>
        <message>
            <source>%1: a kernel from %2, not compiled from your Triton source: there is no IR or source of yours to capture; only its profile is read, and what you can change is the call that launches it</source>
            <translation>%1: ein Kernel aus %2, nicht aus Ihrem Triton-Quelltext kompiliert: Es gibt keine IR und keinen Quelltext von Ihnen zu erfassen; nur sein Profil wird gelesen, und ändern können Sie den Aufruf, der ihn startet</translation>
        </message>
        <message>
            <source>%1:%2: a loop of the wrapper is not followed</source>
            <translation>%1:%2: einer Schleife des Wrappers wird nicht gefolgt</translation>
        </message>
        <message>
            <source>%1: no function %2 to call the cases with</source>
            <translation>%1: keine Funktion %2, mit der die Fälle aufgerufen werden</translation>
        </message>
        <message>
            <source>%1: calling %2 with case %3 reached no kernel[grid](...) launch</source>
            <translation>%1: der Aufruf von %2 mit Fall %3 erreichte keinen kernel[grid](...)-Start</translation>
        </message>
        <message>
            <source>%1:%2: the autotune configs of %3 could not be read</source>
            <translation>%1:%2: die Autotune-Konfigurationen von %3 konnten nicht gelesen werden</translation>
        </message>
        <message>
            <source>%1:%2: the grid of %3 for case %4 could not be evaluated</source>
            <translation>%1:%2: das Grid von %3 für Fall %4 konnte nicht ausgewertet werden</translation>
        </message>
        <message>
            <source>pattern %1 is decisive (confidence %2 ≥ %3, its evidence present), the one of largest impact of %4 decisive patterns</source>
            <translation>Muster %1 ist entscheidend (Konfidenz %2 ≥ %3, seine Evidenz liegt vor), das mit der größten Wirkung von %4 entscheidenden Mustern</translation>
        </message>
        <message>
            <source>%%1 is read from global memory %2 times, in separate passes (%3 in loops, %4 outside them)</source>
            <translation>%%1 wird %2-mal aus dem globalen Speicher gelesen, in getrennten Durchläufen (%3 in Schleifen, %4 außerhalb)</translation>
        </message>
    </context>
    <context>
        <name>Diagnostics</name>
        <message>
            <source>more than %1 warnings in this file: the rest are not listed</source>
            <translation>mehr als %1 Warnungen in dieser Datei: die übrigen werden nicht aufgeführt</translation>
        </message>
    </context>
    <context>
        <name>Formats</name>
        <message>
            <source>Triton IR of each stage: .ttir, .ttgir, .llir, .ptx, .sass / nvdisasm listings; Ascend .ttadapter and .hivm MLIR</source>
            <translation>Triton-IR jeder Stufe: .ttir, .ttgir, .llir, .ptx, .sass / nvdisasm-Listings; Ascend .ttadapter und .hivm MLIR</translation>
        </message>
        <message>
            <source>MLIR per-pass dumps (MLIR_ENABLE_DUMP, print-after-all) with their remarks</source>
            <translation>MLIR-Dumps je Pass (MLIR_ENABLE_DUMP, print-after-all) mit ihren Hinweisen</translation>
        </message>
        <message>
            <source>TritonParse NDJSON traces, plain or gzip</source>
            <translation>TritonParse-NDJSON-Traces, unkomprimiert oder gzip</translation>
        </message>
        <message>
            <source>The kernel's Python source (.py)</source>
            <translation>Der Python-Quelltext des Kernels (.py)</translation>
        </message>
        <message>
            <source>Chrome trace JSON: torch.profiler, torch_npu and msprof traces, msprof op simulator and pipe traces</source>
            <translation>Chrome-Trace-JSON: torch.profiler-, torch_npu- und msprof-Traces, msprof-op-Simulator- und Pipe-Traces</translation>
        </message>
        <message>
            <source>Nsight Compute CSV exports: --page raw, details and source</source>
            <translation>Nsight-Compute-CSV-Exporte: --page raw, details und source</translation>
        </message>
        <message>
            <source>Ascend tables: torch_npu kernel_details.csv, msprof op_summary_*.csv, msprof op CSVs and op_basic_info.txt, msprof SQLite (msprof_*.db), npu-compute JSONL</source>
            <translation>Ascend-Tabellen: torch_npu kernel_details.csv, msprof op_summary_*.csv, msprof-op-CSVs und op_basic_info.txt, msprof-SQLite (msprof_*.db), npu-compute-JSONL</translation>
        </message>
        <message>
            <source>bench.json timings (the fixtures' benchmark cases)</source>
            <translation>bench.json-Zeiten (die Benchmark-Fälle der Fixtures)</translation>
        </message>
    </context>
    <context>
        <name>KnowledgeBase</name>
        <message>
            <source>expected a pattern, an array of patterns or an object with "patterns"</source>
            <translation>ein Muster, ein Array von Mustern oder ein Objekt mit "patterns" erwartet</translation>
        </message>
        <message>
            <source>imported from %1</source>
            <translation>aus %1 importiert</translation>
        </message>
        <message>
            <source>the knowledge base is not open</source>
            <translation>die Wissensbasis ist nicht geöffnet</translation>
        </message>
        <message>
            <source>migration to schema version %1 failed: %2</source>
            <translation>Migration auf Schemaversion %1 fehlgeschlagen: %2</translation>
        </message>
        <message>
            <source>not a knowledge base: %1</source>
            <translation>keine Wissensbasis: %1</translation>
        </message>
        <message>
            <source>not a Lowerscope knowledge base (application_id %1)</source>
            <translation>keine Lowerscope-Wissensbasis (application_id %1)</translation>
        </message>
        <message>
            <source>the knowledge base has schema version %1, newer than this build supports (%2); use a newer Lowerscope or another --kb file</source>
            <translation>die Wissensbasis hat Schemaversion %1, neuer als dieser Build unterstützt (%2); verwenden Sie ein neueres Lowerscope oder eine andere --kb-Datei</translation>
        </message>
        <message>
            <source>pattern %1 exists already</source>
            <translation>Muster %1 existiert bereits</translation>
        </message>
        <message>
            <source>added</source>
            <translation>hinzugefügt</translation>
        </message>
        <message>
            <source>no pattern %1</source>
            <translation>kein Muster %1</translation>
        </message>
        <message>
            <source>edited</source>
            <translation>bearbeitet</translation>
        </message>
        <message>
            <source>no compiler-knowledge entry %1</source>
            <translation>kein Compiler-Wissenseintrag %1</translation>
        </message>
        <message>
            <source>a pattern without an "id"</source>
            <translation>ein Muster ohne "id"</translation>
        </message>
        <message>
            <source>pattern %1: severity must be info, low, medium or high</source>
            <translation>Muster %1: severity muss info, low, medium oder high sein</translation>
        </message>
        <message>
            <source>pattern %1, detector %2: kind must be source, ir or metric</source>
            <translation>Muster %1, Detektor %2: kind muss source, ir oder metric sein</translation>
        </message>
        <message>
            <source>pattern %1, detector %2: role must be required, supporting or veto</source>
            <translation>Muster %1, Detektor %2: role muss required, supporting oder veto sein</translation>
        </message>
        <message>
            <source>pattern %1, detector %2: weight must be positive</source>
            <translation>Muster %1, Detektor %2: das Gewicht muss positiv sein</translation>
        </message>
        <message>
            <source>pattern %1: an edit needs a "param" and an "op" of set, scale, min or max</source>
            <translation>Muster %1: eine Änderung braucht "param" und ein "op" aus set, scale, min oder max</translation>
        </message>
        <message>
            <source>pattern %1: provenance kind must be curated or distilled</source>
            <translation>Muster %1: die Herkunftsart muss curated oder distilled sein</translation>
        </message>
        <message>
            <source>a compiler-knowledge entry without an "id"</source>
            <translation>ein Compiler-Wissenseintrag ohne "id"</translation>
        </message>
        <message>
            <source>pattern %1, applicability: %2</source>
            <translation>Muster %1, Anwendbarkeit: %2</translation>
        </message>
        <message>
            <source>pattern %1, detector %2: %3</source>
            <translation>Muster %1, Detektor %2: %3</translation>
        </message>
        <message>
            <source>shipped knowledge, seed version %1</source>
            <translation>mitgeliefertes Wissen, Seed-Version %1</translation>
        </message>
        <message>
            <source>updated from shipped knowledge, seed version %1</source>
            <translation>aus mitgeliefertem Wissen aktualisiert, Seed-Version %1</translation>
        </message>
        <message>
            <source>pattern %1 has no stored version %2</source>
            <translation>Muster %1 hat keine gespeicherte Version %2</translation>
        </message>
        <message>
            <source>reverted to version %1</source>
            <translation>auf Version %1 zurückgesetzt</translation>
        </message>
    </context>
    <context>
        <name>Llm</name>
        <message>
            <source>profile %1: no API key: %2 is not set and the system keychain has none (%3)</source>
            <translation>Profil %1: kein API-Schlüssel: %2 ist nicht gesetzt und der Schlüsselbund des Systems hat keinen (%3)</translation>
        </message>
        <message>
            <source>no entry</source>
            <translation>kein Eintrag</translation>
        </message>
        <message>
            <source>profile %1: no API key: set %2, or store one in the system keychain with `lowerscope llm key %1`</source>
            <translation>Profil %1: kein API-Schlüssel: %2 setzen oder einen mit `lowerscope llm key %1` im Schlüsselbund des Systems speichern</translation>
        </message>
        <message>
            <source>the system keychain refused the key: %1 (use an environment variable instead)</source>
            <translation>der Schlüsselbund des Systems hat den Schlüssel abgelehnt: %1 (stattdessen eine Umgebungsvariable verwenden)</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>abgebrochen</translation>
        </message>
        <message>
            <source>HTTP %1 from %2: %3</source>
            <translation>HTTP %1 von %2: %3</translation>
        </message>
        <message>
            <source>no data from %1 for %2 s</source>
            <translation>keine Daten von %1 seit %2 s</translation>
        </message>
        <message>
            <source>the server reported an error in the stream: %1</source>
            <translation>der Server meldete einen Fehler im Stream: %1</translation>
        </message>
        <message>
            <source>the response from %1 ended before it was complete (%2 characters received)</source>
            <translation>die Antwort von %1 endete vor ihrem Abschluss (%2 Zeichen empfangen)</translation>
        </message>
        <message>
            <source>the profile name '%1' is not 1-64 letters, digits, '.', '_' or '-'</source>
            <translation>der Profilname '%1' besteht nicht aus 1-64 Buchstaben, Ziffern, '.', '_' oder '-'</translation>
        </message>
        <message>
            <source>profile %1: unknown protocol '%2' (known: %3)</source>
            <translation>Profil %1: unbekanntes Protokoll '%2' (bekannt: %3)</translation>
        </message>
        <message>
            <source>profile %1: the endpoint '%2' is not an http or https URL</source>
            <translation>Profil %1: der Endpunkt '%2' ist keine http- oder https-URL</translation>
        </message>
        <message>
            <source>profile %1: no model</source>
            <translation>Profil %1: kein Modell</translation>
        </message>
        <message>
            <source>profile %1: tokens and timeout must be positive, retries and backoff not negative</source>
            <translation>Profil %1: Token und Zeitlimit müssen positiv sein, Wiederholungen und Wartezeit nicht negativ</translation>
        </message>
        <message>
            <source>%1: cannot read the prompt template (%2)</source>
            <translation>%1: Prompt-Vorlage nicht lesbar (%2)</translation>
        </message>
        <message>
            <source>the prompt template names {{%1}}, which has no value (known: %2)</source>
            <translation>die Prompt-Vorlage nennt {{%1}}, das keinen Wert hat (bekannt: %2)</translation>
        </message>
        <message>
            <source>hunk %1: the line '%2' is neither context, removal nor addition</source>
            <translation>Hunk %1: die Zeile '%2' ist weder Kontext noch Entfernung noch Hinzufügung</translation>
        </message>
        <message>
            <source>the diff has no hunk</source>
            <translation>der Diff hat keinen Hunk</translation>
        </message>
        <message>
            <source>hunk %1 (stated at line %2) does not match the kernel: its line '%3' is not there</source>
            <translation>Hunk %1 (angegeben bei Zeile %2) passt nicht zum Kernel: seine Zeile '%3' fehlt dort</translation>
        </message>
        <message>
            <source>the answer's diff does not apply: %1</source>
            <translation>der Diff der Antwort lässt sich nicht anwenden: %1</translation>
        </message>
        <message>
            <source>the answer ends inside a code block: it was cut off before the rewrite was complete</source>
            <translation>die Antwort endet in einem Codeblock: sie wurde abgeschnitten, bevor die Umschreibung vollständig war</translation>
        </message>
        <message>
            <source>the answer is empty</source>
            <translation>die Antwort ist leer</translation>
        </message>
        <message>
            <source>the answer holds neither a Python block with a @triton.jit kernel (or the task's entry functions) nor a unified diff</source>
            <translation>die Antwort enthält weder einen Python-Block mit einem @triton.jit-Kernel (oder den Einstiegsfunktionen der Aufgabe) noch ein Unified Diff</translation>
        </message>
        <message>
            <source>HTTP %1 from %2: %3 (the server asks to wait %4 s, more than this profile's %5 s)</source>
            <translation>HTTP %1 von %2: %3 (der Server verlangt %4 s Wartezeit, mehr als die %5 s dieses Profils)</translation>
        </message>
        <message>
            <source>HTTP %1 from %2: %3 (check the API key: %4 or the keychain entry of profile %5)</source>
            <translation>HTTP %1 von %2: %3 (API-Schlüssel prüfen: %4 oder den Schlüsselbund-Eintrag von Profil %5)</translation>
        </message>
        <message>
            <source>the key variable looks like an API key itself (%1 characters): give the name of the environment variable that holds the key, e.g. OPENAI_API_KEY, never the key</source>
            <translation>die Schlüsselvariable sieht selbst wie ein API-Schlüssel aus (%1 Zeichen): den Namen der Umgebungsvariable angeben, die den Schlüssel enthält, z. B. OPENAI_API_KEY, nie den Schlüssel selbst</translation>
        </message>
        <message>
            <source>the key variable is not an environment variable name (upper-case letters, digits and '_', not starting with a digit, e.g. OPENAI_API_KEY)</source>
            <translation>die Schlüsselvariable ist kein Name einer Umgebungsvariable (Großbuchstaben, Ziffern und '_', nicht mit einer Ziffer beginnend, z. B. OPENAI_API_KEY)</translation>
        </message>
        <message>
            <source>profile %1: %2</source>
            <translation>Profil %1: %2</translation>
        </message>
        <message>
            <source>the answer has %1 bytes, more than the %2 an answer may have (not read)</source>
            <translation>die Antwort hat %1 Bytes, mehr als die %2, die eine Antwort haben darf (nicht gelesen)</translation>
        </message>
        <message>
            <source>the diff has more than %1 hunks or %2 lines</source>
            <translation>der Diff hat mehr als %1 Hunks oder %2 Zeilen</translation>
        </message>
        <message>
            <source>placing the diff's %1 hunks in a kernel of %2 lines takes more than %3 line comparisons</source>
            <translation>die %1 Hunks des Diffs in einem Kernel mit %2 Zeilen zu platzieren braucht mehr als %3 Zeilenvergleiche</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::ConsentDialog</name>
        <message>
            <source>(identical to the task's kernel)</source>
            <translation>(identisch mit dem Kernel des Tasks)</translation>
        </message>
        <message>
            <source>Run code you did not write?</source>
            <translation>Code ausführen, den Sie nicht geschrieben haben?</translation>
        </message>
        <message numerus="yes">
            <source>%n candidate(s) came from a recipe or an LLM. Each would run on runner '%1' with your permissions. Read what each changes in the task's kernel before you run it.</source>
            <translation>
                <numerusform>%n Kandidat(en) stammen aus einem Rezept oder einem LLM. Jeder würde auf Runner '%1' mit Ihren Rechten laufen. Lesen Sie, was jeder am Kernel des Tasks ändert, bevor Sie ihn ausführen.</numerusform>
                <numerusform>%n Kandidat(en) stammen aus einem Rezept oder einem LLM. Jeder würde auf Runner '%1' mit Ihren Rechten laufen. Lesen Sie, was jeder am Kernel des Tasks ändert, bevor Sie ihn ausführen.</numerusform>
            </translation>
        </message>
        <message>
            <source>Run</source>
            <translation>Ausführen</translation>
        </message>
        <message>
            <source>Written by</source>
            <translation>Geschrieben von</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Stufe</translation>
        </message>
        <message>
            <source>Recipe</source>
            <translation>Rezept</translation>
        </message>
        <message>
            <source>Pattern</source>
            <translation>Muster</translation>
        </message>
        <message>
            <source>Finding</source>
            <translation>Befund</translation>
        </message>
        <message>
            <source>Share of the kernel's time it explains</source>
            <translation>Anteil der Kernelzeit, den er erklärt</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modell</translation>
        </message>
        <message>
            <source>%1 (%2 tokens in, %3 out, %4 USD)</source>
            <translation>%1 (%2 Tokens hinein, %3 heraus, %4 USD)</translation>
        </message>
        <message>
            <source>What it changes</source>
            <translation>Was er ändert</translation>
        </message>
        <message>
            <source>%1: %2 → %3 (line %4)</source>
            <translation>%1: %2 → %3 (Zeile %4)</translation>
        </message>
        <message>
            <source>Evidence it cites</source>
            <translation>Belege, auf die er sich stützt</translation>
        </message>
        <message>
            <source>No finding: a search around the current launch parameters.</source>
            <translation>Kein Befund: eine Suche um die aktuellen Startparameter.</translation>
        </message>
        <message>
            <source>The finding %1 is not among the round's findings.</source>
            <translation>Der Befund %1 ist nicht unter den Befunden der Runde.</translation>
        </message>
        <message>
            <source>What the diagnosis rested on, and its cost</source>
            <translation>Worauf die Diagnose beruhte, und was es kostete</translation>
        </message>
        <message>
            <source>cost: %1</source>
            <translation>Kosten: %1</translation>
        </message>
        <message>
            <source>Diff</source>
            <translation>Diff</translation>
        </message>
        <message>
            <source>Why and evidence</source>
            <translation>Warum, und Belege</translation>
        </message>
        <message>
            <source>Prompt</source>
            <translation>Prompt</translation>
        </message>
        <message>
            <source>Answer</source>
            <translation>Antwort</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::RunnerProfilesDialog</name>
        <message>
            <source>&amp;Runner Profiles…</source>
            <translation>&amp;Runner-Profile…</translation>
        </message>
        <message>
            <source>Runner Profiles</source>
            <translation>Runner-Profile</translation>
        </message>
        <message>
            <source>New</source>
            <translation>Neu</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Entfernen</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <source>Test</source>
            <translation>Testen</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>Timeout per request (s)</source>
            <translation>Zeitlimit pro Anfrage (s)</translation>
        </message>
        <message>
            <source>Requests at once</source>
            <translation>Gleichzeitige Anfragen</translation>
        </message>
        <message>
            <source>Python</source>
            <translation>Python</translation>
        </message>
        <message>
            <source>ssh host</source>
            <translation>ssh-Host</translation>
        </message>
        <message>
            <source>ssh port (0: default)</source>
            <translation>ssh-Port (0: Vorgabe)</translation>
        </message>
        <message>
            <source>Remote folder</source>
            <translation>Entfernter Ordner</translation>
        </message>
        <message>
            <source>ssh options (-o, space-separated)</source>
            <translation>ssh-Optionen (-o, durch Leerzeichen getrennt)</translation>
        </message>
        <message>
            <source>Partition</source>
            <translation>Partition</translation>
        </message>
        <message>
            <source>GRES (e.g. gpu:1)</source>
            <translation>GRES (z. B. gpu:1)</translation>
        </message>
        <message>
            <source>Time limit (sbatch --time)</source>
            <translation>Zeitlimit (sbatch --time)</translation>
        </message>
        <message>
            <source>Account</source>
            <translation>Konto</translation>
        </message>
        <message>
            <source>More sbatch arguments</source>
            <translation>Weitere sbatch-Argumente</translation>
        </message>
        <message>
            <source>Shared folder</source>
            <translation>Gemeinsamer Ordner</translation>
        </message>
        <message>
            <source>Poll every (s)</source>
            <translation>Abfrage alle (s)</translation>
        </message>
        <message>
            <source>Saved %1.</source>
            <translation>%1 gespeichert.</translation>
        </message>
        <message>
            <source>Removed %1.</source>
            <translation>%1 entfernt.</translation>
        </message>
        <message>
            <source>Testing %1…</source>
            <translation>Teste %1…</translation>
        </message>
        <message>
            <source>Every check passed.</source>
            <translation>Alle Prüfungen bestanden.</translation>
        </message>
        <message>
            <source>A check failed.</source>
            <translation>Eine Prüfung ist fehlgeschlagen.</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::Charts::ChartView</name>
        <message>
            <source>arithmetic intensity (FLOP/byte)</source>
            <translation>arithmetische Intensität (FLOP/Byte)</translation>
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
%2 FLOP/Byte, %3 TFLOP/s (%4)</translation>
        </message>
        <message>
            <source>memory-bound</source>
            <translation>speichergebunden</translation>
        </message>
        <message>
            <source>compute-bound</source>
            <translation>rechengebunden</translation>
        </message>
        <message>
            <source>performance (TFLOP/s)</source>
            <translation>Leistung (TFLOP/s)</translation>
        </message>
        <message>
            <source>%1 roof, %2 TFLOP/s</source>
            <translation>%1-Dach, %2 TFLOP/s</translation>
        </message>
        <message>
            <source>opened: %1</source>
            <translation>geöffnet: %1</translation>
        </message>
        <message>
            <source>Could not write %1</source>
            <translation>%1 konnte nicht geschrieben werden</translation>
        </message>
        <message>
            <source>Save Chart</source>
            <translation>Diagramm speichern</translation>
        </message>
        <message>
            <source>Save Chart As…</source>
            <translation>Diagramm speichern unter…</translation>
        </message>
        <message>
            <source>Chart exported by Lowerscope</source>
            <translation>Diagramm, exportiert von Lowerscope</translation>
        </message>
        <message>
            <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
            <translation>PNG-Bild (*.png);;SVG-Bild (*.svg);;PDF-Dokument (*.pdf)</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::Charts::ChartsPane</name>
        <message>
            <source>Nothing to chart: this profile has no kernel times, pipe ratios or benchmark results.</source>
            <translation>Nichts darzustellen: Dieses Profil enthält keine Kernel-Zeiten, Pipe-Anteile oder Benchmark-Ergebnisse.</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::CuratorView</name>
        <message>
            <source>Not saved: %1</source>
            <translation>Nicht gespeichert: %1</translation>
        </message>
        <message>
            <source>Saved %1.</source>
            <translation>%1 gespeichert.</translation>
        </message>
        <message>
            <source>Delete</source>
            <translation>Löschen</translation>
        </message>
        <message>
            <source>Delete %1 from the knowledge base?</source>
            <translation>%1 aus der Wissensbasis löschen?</translation>
        </message>
        <message>
            <source>Deleted %1.</source>
            <translation>%1 gelöscht.</translation>
        </message>
        <message>
            <source>New pattern</source>
            <translation>Neues Muster</translation>
        </message>
        <message>
            <source>Import patterns</source>
            <translation>Muster importieren</translation>
        </message>
        <message>
            <source>Knowledge base JSON (*.json);;All files (*)</source>
            <translation>Wissensbasis-JSON (*.json);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Export the knowledge base</source>
            <translation>Wissensbasis exportieren</translation>
        </message>
        <message>
            <source>Knowledge base JSON (*.json)</source>
            <translation>Wissensbasis-JSON (*.json)</translation>
        </message>
        <message>
            <source>No kernel found in %1.</source>
            <translation>Kein Kernel in %1 gefunden.</translation>
        </message>
        <message>
            <source>does not apply</source>
            <translation>trifft nicht zu</translation>
        </message>
        <message>
            <source>no match</source>
            <translation>kein Treffer</translation>
        </message>
        <message>
            <source>matches, decisive</source>
            <translation>trifft zu, entscheidend</translation>
        </message>
        <message>
            <source>matches</source>
            <translation>trifft zu</translation>
        </message>
        <message>
            <source>confidence %1</source>
            <translation>Konfidenz %1</translation>
        </message>
        <message>
            <source>true</source>
            <translation>wahr</translation>
        </message>
        <message>
            <source>false</source>
            <translation>falsch</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>unbekannt</translation>
        </message>
        <message>
            <source>detector</source>
            <translation>Detektor</translation>
        </message>
        <message>
            <source>missing: %1</source>
            <translation>fehlt: %1</translation>
        </message>
        <message>
            <source>Evidence</source>
            <translation>Evidenz</translation>
        </message>
        <message>
            <source>No knowledge base is set (Settings).</source>
            <translation>Keine Wissensbasis eingestellt (Einstellungen).</translation>
        </message>
        <message>
            <source>All backends</source>
            <translation>Alle Backends</translation>
        </message>
        <message>
            <source>All categories</source>
            <translation>Alle Kategorien</translation>
        </message>
        <message>
            <source>%1 (current)</source>
            <translation>%1 (aktuell)</translation>
        </message>
        <message>
            <source>%1 is at version %2.</source>
            <translation>%1 ist in Version %2.</translation>
        </message>
        <message>
            <source>Version %1 of %2 is recorded without its definition (older knowledge bases kept only the note).</source>
            <translation>Version %1 von %2 ist ohne Definition gespeichert (ältere Wissensbasen behielten nur die Notiz).</translation>
        </message>
        <message>
            <source>version %1</source>
            <translation>Version %1</translation>
        </message>
        <message>
            <source>version %1 (current)</source>
            <translation>Version %1 (aktuell)</translation>
        </message>
        <message>
            <source>Version %1 has the same definition as the current one.</source>
            <translation>Version %1 hat dieselbe Definition wie die aktuelle.</translation>
        </message>
        <message>
            <source>Saved %1 as version %2.</source>
            <translation>%1 als Version %2 gespeichert.</translation>
        </message>
        <message>
            <source>%1 reverted to the definition of version %2.</source>
            <translation>%1 auf die Definition von Version %2 zurückgesetzt.</translation>
        </message>
        <message>
            <source>Open a kernel folder first; the test reads it the way the diagnosis does.</source>
            <translation>Öffnen Sie zuerst einen Kernel-Ordner; der Test liest ihn wie die Diagnose.</translation>
        </message>
        <message>
            <source>Testing %1 on %2…</source>
            <translation>Teste %1 an %2…</translation>
        </message>
        <message>
            <source>Testing %1…</source>
            <translation>Teste %1…</translation>
        </message>
        <message>
            <source>Nothing imported: %1</source>
            <translation>Nichts importiert: %1</translation>
        </message>
        <message>
            <source>Imported %1: %2 added, %3 updated, %4 unchanged, %5 compiler-knowledge entries.</source>
            <translation>%1 importiert: %2 hinzugefügt, %3 aktualisiert, %4 unverändert, %5 Einträge des Compilerwissens.</translation>
        </message>
        <message>
            <source>%1: could not write the export: %2</source>
            <translation>%1: der Export konnte nicht geschrieben werden: %2</translation>
        </message>
        <message>
            <source>Exported the knowledge base to %1.</source>
            <translation>Wissensbasis nach %1 exportiert.</translation>
        </message>
        <message>
            <source>Patterns and compiler knowledge</source>
            <translation>Muster und Compilerwissen</translation>
        </message>
        <message>
            <source>Proposals</source>
            <translation>Vorschläge</translation>
        </message>
        <message>
            <source>Search id, title, category, source…</source>
            <translation>Kennung, Titel, Kategorie, Quelle suchen…</translation>
        </message>
        <message>
            <source>All levels</source>
            <translation>Alle Stufen</translation>
        </message>
        <message>
            <source>L1 patterns</source>
            <translation>L1-Muster</translation>
        </message>
        <message>
            <source>L4 compiler knowledge</source>
            <translation>L4-Compilerwissen</translation>
        </message>
        <message>
            <source>Import…</source>
            <translation>Importieren…</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exportieren…</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Stufe</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>Kennung</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Kategorie</translation>
        </message>
        <message>
            <source>Backends</source>
            <translation>Backends</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>Quelle</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>Version</translation>
        </message>
        <message>
            <source>Tried</source>
            <translation>Versucht</translation>
        </message>
        <message>
            <source>Accepted</source>
            <translation>Angenommen</translation>
        </message>
        <message>
            <source>Median gain</source>
            <translation>Median-Gewinn</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <source>Test on the open kernel</source>
            <translation>Am geöffneten Kernel testen</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Notiz</translation>
        </message>
        <message>
            <source>Revert to this version</source>
            <translation>Auf diese Version zurücksetzen</translation>
        </message>
        <message>
            <source>History</source>
            <translation>Verlauf</translation>
        </message>
        <message>
            <source>Test result</source>
            <translation>Testergebnis</translation>
        </message>
        <message>
            <source>Reading the knowledge base</source>
            <translation>Wissensbasis wird gelesen</translation>
        </message>
        <message>
            <source>%1 is not in the knowledge base.</source>
            <translation>%1 ist nicht in der Wissensbasis.</translation>
        </message>
        <message>
            <source>Reading the history of %1</source>
            <translation>Verlauf von %1 wird gelesen</translation>
        </message>
        <message>
            <source>Reading version %1…</source>
            <translation>Version %1 wird gelesen…</translation>
        </message>
        <message>
            <source>Exporting the knowledge base to %1…</source>
            <translation>Wissensbasis wird nach %1 exportiert…</translation>
        </message>
        <message>
            <source>Exporting the knowledge base</source>
            <translation>Wissensbasis wird exportiert</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::FindingsBrowser</name>
        <message>
            <source>high</source>
            <translation>hoch</translation>
        </message>
        <message>
            <source>medium</source>
            <translation>mittel</translation>
        </message>
        <message>
            <source>low</source>
            <translation>niedrig</translation>
        </message>
        <message>
            <source>info</source>
            <translation>Info</translation>
        </message>
        <message>
            <source>No finding: the evidence shows no cause.</source>
            <translation>Kein Befund: die Evidenz zeigt keine Ursache.</translation>
        </message>
        <message>
            <source>decisive</source>
            <translation>entscheidend</translation>
        </message>
        <message>
            <source>Category:</source>
            <translation>Kategorie:</translation>
        </message>
        <message>
            <source>Level:</source>
            <translation>Stufe:</translation>
        </message>
        <message>
            <source>Impact:</source>
            <translation>Auswirkung:</translation>
        </message>
        <message>
            <source>%1 % of the kernel's time</source>
            <translation>%1 % der Laufzeit des Kernels</translation>
        </message>
        <message>
            <source>not estimated</source>
            <translation>nicht geschätzt</translation>
        </message>
        <message>
            <source>Location:</source>
            <translation>Ort:</translation>
        </message>
        <message>
            <source>unknown</source>
            <translation>unbekannt</translation>
        </message>
        <message>
            <source>(stale: the source changed since the IR was captured)</source>
            <translation>(veraltet: die Quelle hat sich seit der IR-Erfassung geändert)</translation>
        </message>
        <message>
            <source>Pattern:</source>
            <translation>Muster:</translation>
        </message>
        <message>
            <source>confidence %1</source>
            <translation>Konfidenz %1</translation>
        </message>
        <message>
            <source>Why:</source>
            <translation>Warum:</translation>
        </message>
        <message>
            <source>A rewrite must satisfy:</source>
            <translation>Eine Umschreibung muss erfüllen:</translation>
        </message>
        <message numerus="yes">
            <source>Evidence (%n item(s)):</source>
            <translation>
                <numerusform>Evidenz (%n Einträge):</numerusform>
                <numerusform>Evidenz (%n Einträge):</numerusform>
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
            <translation>Diagnose läuft…</translation>
        </message>
        <message>
            <source>Open a kernel folder to diagnose it.</source>
            <translation>Öffnen Sie einen Kernel-Ordner, um ihn zu diagnostizieren.</translation>
        </message>
        <message>
            <source>Stopped at %1: %2</source>
            <translation>Angehalten bei %1: %2</translation>
        </message>
        <message>
            <source>Bottleneck: %1</source>
            <translation>Engpass: %1</translation>
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
    </context>
    <context>
        <name>Lowerscope::Ui::IrSearchBar</name>
        <message>
            <source>no matches</source>
            <translation>keine Treffer</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 von %2</translation>
        </message>
        <message>
            <source>%1 matches</source>
            <translation>%1 Treffer</translation>
        </message>
        <message>
            <source>Find in this pane…</source>
            <translation>In diesem Bereich suchen…</translation>
        </message>
        <message>
            <source>Previous match (Shift+Enter)</source>
            <translation>Vorheriger Treffer (Umschalt+Eingabe)</translation>
        </message>
        <message>
            <source>Next match (Enter)</source>
            <translation>Nächster Treffer (Eingabe)</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::JobStatus</name>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>lowering trajectory</source>
            <translation>Lowering-Trajektorie</translation>
        </message>
        <message>
            <source>profile</source>
            <translation>Profil</translation>
        </message>
        <message>
            <source>diagnosis</source>
            <translation>Diagnose</translation>
        </message>
        <message>
            <source>workspace</source>
            <translation>Arbeitsbereich</translation>
        </message>
        <message>
            <source>synthesis</source>
            <translation>Synthese</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::KernelChooser</name>
        <message>
            <source>(profile)</source>
            <translation>(Profil)</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::KnowledgeEditor</name>
        <message>
            <source>A compiler-knowledge entry (L4) as stored: which pass, what blocks it, what it says, and the evidence tests (applies_when, blocked_checks) in the detector language.</source>
            <translation>Ein Eintrag des Compilerwissens (L4), wie gespeichert: welcher Pass, was ihn blockiert, was er meldet, und die Evidenztests (applies_when, blocked_checks) in der Detektorsprache.</translation>
        </message>
        <message>
            <source>JSON: line %1, column %2: %3</source>
            <translation>JSON: Zeile %1, Spalte %2: %3</translation>
        </message>
        <message>
            <source>expected an object</source>
            <translation>ein Objekt erwartet</translation>
        </message>
        <message>
            <source>the entry needs an id</source>
            <translation>der Eintrag braucht eine Kennung</translation>
        </message>
        <message>
            <source>%1: line %2, column %3: %4</source>
            <translation>%1: Zeile %2, Spalte %3: %4</translation>
        </message>
        <message>
            <source>The entry is valid.</source>
            <translation>Der Eintrag ist gültig.</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::LadderView</name>
        <message>
            <source>Running…</source>
            <translation>Läuft…</translation>
        </message>
        <message>
            <source>Not reached</source>
            <translation>Nicht erreicht</translation>
        </message>
        <message>
            <source>Skipped on the way from %1 to %2.</source>
            <translation>Übersprungen auf dem Weg von %1 nach %2.</translation>
        </message>
        <message numerus="yes">
            <source>Established %n finding(s)</source>
            <translation>
                <numerusform>%n Befund(e) festgestellt</numerusform>
                <numerusform>%n Befund(e) festgestellt</numerusform>
            </translation>
        </message>
        <message>
            <source>Reached from %1:</source>
            <translation>Erreicht von %1:</translation>
        </message>
        <message>
            <source>Climbed to %1:</source>
            <translation>Weiter zu %1:</translation>
        </message>
        <message>
            <source>Stopped here:</source>
            <translation>Hier angehalten:</translation>
        </message>
        <message>
            <source>Diagnosing…</source>
            <translation>Diagnose läuft…</translation>
        </message>
        <message>
            <source>Open a kernel folder to diagnose it.</source>
            <translation>Öffnen Sie einen Kernel-Ordner, um ihn zu diagnostizieren.</translation>
        </message>
        <message numerus="yes">
            <source>Stopped at %1 (%2) with %n finding(s).</source>
            <translation>
                <numerusform>Bei %1 (%2) angehalten mit %n Befund(en).</numerusform>
                <numerusform>Bei %1 (%2) angehalten mit %n Befund(en).</numerusform>
            </translation>
        </message>
        <message>
            <source>Bottleneck: %1</source>
            <translation>Engpass: %1</translation>
        </message>
        <message>
            <source>Kernel:</source>
            <translation>Kernel:</translation>
        </message>
        <message>
            <source>Run again</source>
            <translation>Erneut ausführen</translation>
        </message>
        <message>
            <source>Read the folder again and climb the ladder (F5)</source>
            <translation>Den Ordner erneut lesen und die Leiter hinaufsteigen (F5)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Partial data:</source>
            <translation>Unvollständige Daten:</translation>
        </message>
        <message>
            <source>the profile figures below are built from files that end early or hold fewer rows than they should.</source>
            <translation>die Profilwerte unten stammen aus Dateien, die zu früh enden oder weniger Zeilen enthalten, als sie sollten.</translation>
        </message>
        <message>
            <source>Grid</source>
            <translation>Grid</translation>
        </message>
        <message>
            <source>Programs</source>
            <translation>Programme</translation>
        </message>
        <message>
            <source>Warps per program</source>
            <translation>Warps pro Programm</translation>
        </message>
        <message>
            <source>Programs per SM</source>
            <translation>Programme pro SM</translation>
        </message>
        <message>
            <source>Resident programs per SM</source>
            <translation>Gleichzeitig residente Programme pro SM</translation>
        </message>
        <message>
            <source>Waves</source>
            <translation>Wellen</translation>
        </message>
        <message>
            <source>Elements per program</source>
            <translation>Elemente pro Programm</translation>
        </message>
        <message>
            <source>Elements per thread</source>
            <translation>Elemente pro Thread</translation>
        </message>
        <message>
            <source>Bytes per thread</source>
            <translation>Bytes pro Thread</translation>
        </message>
        <message>
            <source>Loop iterations per program</source>
            <translation>Schleifendurchläufe pro Programm</translation>
        </message>
        <message>
            <source>Masked share of the last block</source>
            <translation>Maskierter Anteil des letzten Blocks</translation>
        </message>
        <message>
            <source>Dot shape and precision</source>
            <translation>Dot-Form und Genauigkeit</translation>
        </message>
        <message>
            <source>Dot on tensor cores</source>
            <translation>Dot auf Tensor Cores</translation>
        </message>
        <message>
            <source>Vector width of the loads</source>
            <translation>Vektorbreite der Ladezugriffe</translation>
        </message>
        <message>
            <source>Size per thread (layout)</source>
            <translation>Größe pro Thread (Layout)</translation>
        </message>
        <message>
            <source>Programs (measured)</source>
            <translation>Programme (gemessen)</translation>
        </message>
        <message>
            <source>Waves per SM (measured)</source>
            <translation>Wellen pro SM (gemessen)</translation>
        </message>
        <message>
            <source>Constant %1</source>
            <translation>Konstante %1</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>no</source>
            <translation>nein</translation>
        </message>
        <message>
            <source>source</source>
            <translation>Quelltext</translation>
        </message>
        <message>
            <source>IR</source>
            <translation>IR</translation>
        </message>
        <message>
            <source>profile</source>
            <translation>Profil</translation>
        </message>
        <message>
            <source>hardware model</source>
            <translation>Hardwaremodell</translation>
        </message>
        <message>
            <source>every case</source>
            <translation>jeder Fall</translation>
        </message>
        <message>
            <source>Not computed</source>
            <translation>Nicht berechnet</translation>
        </message>
        <message numerus="yes">
            <source>Launch facts (%n): what the launch is, each with where it was read</source>
            <translation>
                <numerusform>Startfakten (%n): was der Start ist, jeder mit seiner Quelle</numerusform>
                <numerusform>Startfakten (%n): was der Start ist, jeder mit seiner Quelle</numerusform>
            </translation>
        </message>
        <message>
            <source>Launch fact</source>
            <translation>Startfakt</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Wert</translation>
        </message>
        <message>
            <source>Holds for</source>
            <translation>Gilt für</translation>
        </message>
        <message>
            <source>Read from</source>
            <translation>Gelesen aus</translation>
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
            <translation>Starten</translation>
        </message>
        <message>
            <source>Evidence</source>
            <translation>Evidenz</translation>
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
            <translation>Systemvorgabe</translation>
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
            <translation>%1: keine solche Datei und kein solcher Ordner</translation>
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
            <source>About Lowerscope</source>
            <translation>Über Lowerscope</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Lowerscope %1&lt;/h3&gt;&lt;p&gt;A workbench for making Triton kernels fast on NVIDIA GPUs and Ascend NPUs. It reads the lowering trajectory and profiles, and climbs a diagnosis ladder: pattern triage, profiling, IR attribution, compiler knowledge.&lt;/p&gt;&lt;p&gt;Knowledge base: %2&lt;br&gt;Workspace: %3&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Lowerscope %1&lt;/h3&gt;&lt;p&gt;Eine Werkbank, um Triton-Kernel auf NVIDIA-GPUs und Ascend-NPUs schnell zu machen. Sie liest die Lowering-Trajektorie und Profile und steigt eine Diagnoseleiter hinauf: Muster-Triage, Profiling, IR-Zuordnung, Compiler-Wissen.&lt;/p&gt;&lt;p&gt;Wissensbasis: %2&lt;br&gt;Arbeitsbereich: %3&lt;/p&gt;</translation>
        </message>
        <message>
            <source>%1: findings %2, levels reached %3</source>
            <translation>%1: %2 Befunde, erreichte Stufen %3</translation>
        </message>
        <message>
            <source>No folder for kernel %1 under %2</source>
            <translation>Kein Ordner für Kernel %1 unter %2</translation>
        </message>
        <message>
            <source>Kernel %1: %2</source>
            <translation>Kernel %1: %2</translation>
        </message>
        <message>
            <source>Reading %1 was cancelled</source>
            <translation>Das Lesen von %1 wurde abgebrochen</translation>
        </message>
        <message>
            <source>Reading %1…</source>
            <translation>Lese %1…</translation>
        </message>
        <message>
            <source>Kernel %1</source>
            <translation>Kernel %1</translation>
        </message>
        <message>
            <source>Reading the workspace %1…</source>
            <translation>Lese den Arbeitsbereich %1…</translation>
        </message>
        <message>
            <source>Kernels, IR and profiles (%1);;All files (*)</source>
            <translation>Kernel, IR und Profile (%1);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Diagnosis</source>
            <translation>Diagnose</translation>
        </message>
        <message>
            <source>%1 is not in the knowledge base %2</source>
            <translation>%1 ist nicht in der Wissensbasis %2</translation>
        </message>
        <message>
            <source>%1 = %2 (%3)</source>
            <translation>%1 = %2 (%3)</translation>
        </message>
        <message>
            <source>Demo workspace %1: %2 round(s) recorded now, %3 already there. The times are the H200 measurements of %4.</source>
            <translation>Demo-Arbeitsbereich %1: %2 Runde(n) jetzt aufgezeichnet, %3 schon vorhanden. Die Zeiten sind die H200-Messungen aus %4.</translation>
        </message>
        <message>
            <source>That view has nothing to show yet.</source>
            <translation>Diese Ansicht hat noch nichts anzuzeigen.</translation>
        </message>
        <message>
            <source>Open &amp;Demo</source>
            <translation>&amp;Demo öffnen</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>&amp;Tastenkürzel</translation>
        </message>
        <message>
            <source>&amp;Settings…</source>
            <translation>&amp;Einstellungen…</translation>
        </message>
        <message>
            <source>&amp;Run Diagnosis Again</source>
            <translation>Diagnose e&amp;rneut ausführen</translation>
        </message>
        <message>
            <source>Pattern &amp;Curator</source>
            <translation>Muster-&amp;Kuration</translation>
        </message>
        <message>
            <source>&amp;Rounds and Report</source>
            <translation>&amp;Runden und Bericht</translation>
        </message>
        <message>
            <source>Trajectory</source>
            <translation>Trajektorie</translation>
        </message>
        <message>
            <source>Source &amp;&amp; IR</source>
            <translation>Quelltext &amp;&amp; IR</translation>
        </message>
        <message>
            <source>Timeline</source>
            <translation>Zeitleiste</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>Diagramme</translation>
        </message>
        <message>
            <source>Curator</source>
            <translation>Kuration</translation>
        </message>
        <message>
            <source>Rounds &amp;&amp; Report</source>
            <translation>Runden &amp;&amp; Bericht</translation>
        </message>
        <message>
            <source>Show %1</source>
            <translation>%1 anzeigen</translation>
        </message>
        <message>
            <source>Zoom &amp;In</source>
            <translation>Ver&amp;größern</translation>
        </message>
        <message>
            <source>Zoom &amp;Out</source>
            <translation>Ver&amp;kleinern</translation>
        </message>
        <message>
            <source>Reset &amp;Zoom</source>
            <translation>&amp;Zoom zurücksetzen</translation>
        </message>
        <message>
            <source>The knowledge base changed: Run Diagnosis Again (F5) applies it.</source>
            <translation>Die Wissensbasis hat sich geändert: „Diagnose erneut ausführen“ (F5) wendet sie an.</translation>
        </message>
        <message>
            <source>The demo is not installed next to the application (a demo-kit folder beside the executable).</source>
            <translation>Die Demo ist nicht neben der Anwendung installiert (ein Ordner demo-kit neben der ausführbaren Datei).</translation>
        </message>
        <message>
            <source>Preparing the demo…</source>
            <translation>Demo wird vorbereitet…</translation>
        </message>
        <message>
            <source>Keyboard Shortcuts</source>
            <translation>Tastenkürzel</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Aktion</translation>
        </message>
        <message>
            <source>Shortcut</source>
            <translation>Kürzel</translation>
        </message>
        <message>
            <source>Source &amp; IR: first and last line</source>
            <translation>Quelle &amp; IR: erste und letzte Zeile</translation>
        </message>
        <message>
            <source>Timeline: next search hit</source>
            <translation>Zeitleiste: nächster Suchtreffer</translation>
        </message>
        <message>
            <source>Zoom: %1 pt</source>
            <translation>Zoom: %1 pt</translation>
        </message>
        <message>
            <source>Optimize</source>
            <translation>Optimieren</translation>
        </message>
        <message>
            <source>The loop is running; cancel it before starting another.</source>
            <translation>Die Schleife läuft; brechen Sie sie ab, bevor Sie eine weitere starten.</translation>
        </message>
        <message>
            <source>&amp;Optimize Operator Tasks…</source>
            <translation>Operator-Aufgaben &amp;optimieren…</translation>
        </message>
        <message>
            <source>Findings and Diagnosis: next link (location, pattern, evidence), then show it</source>
            <translation>Befunde und Diagnose: nächster Link (Ort, Muster, Evidenz), dann anzeigen</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::OpenBanner</name>
        <message>
            <source>Hide this message</source>
            <translation>Diese Meldung ausblenden</translation>
        </message>
        <message>
            <source>Nothing to show in %1</source>
            <translation>Nichts anzuzeigen in %1</translation>
        </message>
        <message>
            <source>Not found: no kernel IR or pass dump, no profile, no benchmark results and no Triton source.</source>
            <translation>Nicht gefunden: keine Kernel-IR oder Pass-Dumps, kein Profil, keine Benchmark-Ergebnisse und kein Triton-Quelltext.</translation>
        </message>
        <message>
            <source>and %1 more</source>
            <translation>und %1 weitere</translation>
        </message>
        <message>
            <source>Found, but in no format Lowerscope reads:</source>
            <translation>Gefunden, aber in keinem Format, das Lowerscope liest:</translation>
        </message>
        <message>
            <source>Found: no files.</source>
            <translation>Gefunden: keine Dateien.</translation>
        </message>
        <message>
            <source>Problems:</source>
            <translation>Probleme:</translation>
        </message>
        <message>
            <source>and %1 more (see the Log)</source>
            <translation>und %1 weitere (siehe Protokoll)</translation>
        </message>
        <message>
            <source>Lowerscope reads:</source>
            <translation>Lowerscope liest:</translation>
        </message>
        <message>
            <source>Partial data in %1</source>
            <translation>Unvollständige Daten in %1</translation>
        </message>
        <message>
            <source>These files end early or hold fewer rows than their own header or sibling files imply; the figures built from them are marked partial:</source>
            <translation>Diese Dateien enden zu früh oder enthalten weniger Zeilen, als ihr eigener Kopf oder benachbarte Dateien erwarten lassen; die daraus gebildeten Werte sind als unvollständig markiert:</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::OptimizeDialog</name>
        <message>
            <source>Add an operator task folder</source>
            <translation>Einen Operator-Aufgabenordner hinzufügen</translation>
        </message>
        <message>
            <source>Baseline log</source>
            <translation>Baseline-Protokoll</translation>
        </message>
        <message>
            <source>Harness logs (*.json)</source>
            <translation>Harness-Protokolle (*.json)</translation>
        </message>
        <message>
            <source>Results of an offline step</source>
            <translation>Ergebnisse eines Offline-Schritts</translation>
        </message>
        <message>
            <source>Results archives (*.tar.gz)</source>
            <translation>Ergebnisarchive (*.tar.gz)</translation>
        </message>
        <message>
            <source>An offline profile runs nothing here: each step is exported as a bundle to run where the hardware is; the loop then waits for its results.</source>
            <translation>Ein Offline-Profil führt hier nichts aus: Jeder Schritt wird als Bündel exportiert, das dort läuft, wo die Hardware ist; die Schleife wartet dann auf seine Ergebnisse.</translation>
        </message>
        <message>
            <source>Each candidate runs through the harness on %1, after you have seen its diff.</source>
            <translation>Jeder Kandidat läuft durch den Harness auf %1, nachdem Sie seinen Diff gesehen haben.</translation>
        </message>
        <message>
            <source>Optimize Operator Tasks</source>
            <translation>Operator-Aufgaben optimieren</translation>
        </message>
        <message>
            <source>The embedded loop: each step diagnoses the best kernel so far, picks rewrites from the findings by impact, asks you before any of them runs, validates them with the runner and records the rounds in the workspace.</source>
            <translation>Die eingebaute Schleife: Jeder Schritt diagnostiziert den bisher besten Kernel, wählt Umschreibungen aus den Befunden nach ihrer Wirkung, fragt Sie, bevor eine davon läuft, validiert sie mit dem Runner und zeichnet die Runden im Arbeitsbereich auf.</translation>
        </message>
        <message>
            <source>Task folders (each with a task.json):</source>
            <translation>Aufgabenordner (jeder mit einer task.json):</translation>
        </message>
        <message>
            <source>Add…</source>
            <translation>Hinzufügen…</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Entfernen</translation>
        </message>
        <message>
            <source>Rounds per operator:</source>
            <translation>Runden pro Operator:</translation>
        </message>
        <message>
            <source>In all, counting the rounds of earlier sessions.</source>
            <translation>Insgesamt, die Runden früherer Sitzungen mitgezählt.</translation>
        </message>
        <message>
            <source>Candidates per step:</source>
            <translation>Kandidaten pro Schritt:</translation>
        </message>
        <message>
            <source>Runner:</source>
            <translation>Runner:</translation>
        </message>
        <message>
            <source>Continue the rounds the workspace already holds for these tasks</source>
            <translation>Die Runden fortsetzen, die der Arbeitsbereich für diese Aufgaben schon enthält</translation>
        </message>
        <message>
            <source>Baseline log (optional):</source>
            <translation>Baseline-Protokoll (optional):</translation>
        </message>
        <message>
            <source>Browse…</source>
            <translation>Durchsuchen…</translation>
        </message>
        <message>
            <source>Offline results (optional):</source>
            <translation>Offline-Ergebnisse (optional):</translation>
        </message>
        <message>
            <source>The results.tar.gz of an offline step's bundle: imported first, its rounds finished, then the loop continues.</source>
            <translation>Die results.tar.gz des Bündels eines Offline-Schritts: zuerst importiert, seine Runden abgeschlossen, dann geht die Schleife weiter.</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Starten</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::OptimizeView</name>
        <message>
            <source>%1 of %2 requests</source>
            <translation>%1 von %2 Anfragen</translation>
        </message>
        <message numerus="yes">
            <source>This step's %n request(s) were exported as a bundle:&lt;br&gt;&lt;code&gt;%1&lt;/code&gt;&lt;br&gt;Where the hardware is: &lt;code&gt;mkdir b &amp;amp;&amp;amp; tar -xzf %1 -C b &amp;amp;&amp;amp; cd b &amp;amp;&amp;amp; python3 run.py&lt;/code&gt; writes &lt;code&gt;results.tar.gz&lt;/code&gt;. Bring it back and continue the loop with its results: Start… with it as the offline results, or&lt;br&gt;&lt;code&gt;lowerscope optimize %2 --runner %3 --results results.tar.gz --workspace %4&lt;/code&gt;&lt;br&gt;The step's rounds stay started until then.</source>
            <translation>
                <numerusform>Die %n Anfrage(n) dieses Schritts wurden als Bündel exportiert:&lt;br&gt;&lt;code&gt;%1&lt;/code&gt;&lt;br&gt;Dort, wo die Hardware ist, schreibt &lt;code&gt;mkdir b &amp;amp;&amp;amp; tar -xzf %1 -C b &amp;amp;&amp;amp; cd b &amp;amp;&amp;amp; python3 run.py&lt;/code&gt; die Datei &lt;code&gt;results.tar.gz&lt;/code&gt;. Bringen Sie sie zurück und setzen Sie die Schleife mit ihren Ergebnissen fort: „Starten…“ mit ihr als Offline-Ergebnissen, oder&lt;br&gt;&lt;code&gt;lowerscope optimize %2 --runner %3 --results results.tar.gz --workspace %4&lt;/code&gt;&lt;br&gt;Bis dahin bleiben die Runden des Schritts begonnen.</numerusform>
                <numerusform>Die %n Anfrage(n) dieses Schritts wurden als Bündel exportiert:&lt;br&gt;&lt;code&gt;%1&lt;/code&gt;&lt;br&gt;Dort, wo die Hardware ist, schreibt &lt;code&gt;mkdir b &amp;amp;&amp;amp; tar -xzf %1 -C b &amp;amp;&amp;amp; cd b &amp;amp;&amp;amp; python3 run.py&lt;/code&gt; die Datei &lt;code&gt;results.tar.gz&lt;/code&gt;. Bringen Sie sie zurück und setzen Sie die Schleife mit ihren Ergebnissen fort: „Starten…“ mit ihr als Offline-Ergebnissen, oder&lt;br&gt;&lt;code&gt;lowerscope optimize %2 --runner %3 --results results.tar.gz --workspace %4&lt;/code&gt;&lt;br&gt;Bis dahin bleiben die Runden des Schritts begonnen.</numerusform>
            </translation>
        </message>
        <message>
            <source>Bundle written: %1</source>
            <translation>Bündel geschrieben: %1</translation>
        </message>
        <message>
            <source>Starting: reading the tasks and the knowledge base…</source>
            <translation>Start: Aufgaben und Wissensbasis werden gelesen…</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>Wird abgebrochen…</translation>
        </message>
        <message>
            <source>Step %1 of at most %2 — %3</source>
            <translation>Schritt %1 von höchstens %2 — %3</translation>
        </message>
        <message>
            <source>%1: %2× (round %3, %4)</source>
            <translation>%1: %2× (Runde %3, %4)</translation>
        </message>
        <message>
            <source>%1: the initial kernel (no round accepted yet)</source>
            <translation>%1: der Anfangskernel (noch keine Runde angenommen)</translation>
        </message>
        <message numerus="yes">
            <source>%n operator(s) still at the initial kernel</source>
            <translation>
                <numerusform>%n Operator(en) noch beim Anfangskernel</numerusform>
                <numerusform>%n Operator(en) noch beim Anfangskernel</numerusform>
            </translation>
        </message>
        <message>
            <source>Best so far: no round recorded yet.</source>
            <translation>Bisher am besten: noch keine Runde aufgezeichnet.</translation>
        </message>
        <message>
            <source>Best so far — %1</source>
            <translation>Bisher am besten — %1</translation>
        </message>
        <message>
            <source>The loop stopped: %1</source>
            <translation>Die Schleife hat angehalten: %1</translation>
        </message>
        <message>
            <source>Cancelled. Rounds that did not finish stay started; start again with “Continue the rounds” to run them.</source>
            <translation>Abgebrochen. Nicht beendete Runden bleiben begonnen; starten Sie erneut mit „Die Runden fortsetzen“, um sie auszuführen.</translation>
        </message>
        <message>
            <source>The loop finished.</source>
            <translation>Die Schleife ist beendet.</translation>
        </message>
        <message>
            <source>Optimization loop</source>
            <translation>Optimierungsschleife</translation>
        </message>
        <message>
            <source>Start…</source>
            <translation>Starten…</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Not running. Start… chooses task folders, rounds, candidates and a runner.</source>
            <translation>Läuft nicht. „Starten…“ wählt Aufgabenordner, Runden, Kandidaten und einen Runner.</translation>
        </message>
        <message>
            <source>Ladder</source>
            <translation>Leiter</translation>
        </message>
        <message>
            <source>The diagnosis ladder of the current step</source>
            <translation>Die Diagnoseleiter des aktuellen Schritts</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>Protokoll</translation>
        </message>
        <message>
            <source>The diagnosis of the operator's best kernel so far, from which the step picked its rewrites:</source>
            <translation>Die Diagnose des bisher besten Kernels des Operators, aus der der Schritt seine Umschreibungen wählte:</translation>
        </message>
        <message>
            <source>Reading the workspace</source>
            <translation>Arbeitsbereich wird gelesen</translation>
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
auf %2</translation>
        </message>
        <message>
            <source>?</source>
            <translation>?</translation>
        </message>
        <message>
            <source>unchanged</source>
            <translation>unverändert</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 von %2</translation>
        </message>
        <message>
            <source>Filter passes…</source>
            <translation>Passes filtern…</translation>
        </message>
        <message>
            <source>Changed only</source>
            <translation>Nur geänderte</translation>
        </message>
        <message>
            <source>Hide the passes that left the IR unchanged</source>
            <translation>Passes ausblenden, die die IR nicht geändert haben</translation>
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
            <translation>Pipeline</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Änderung</translation>
        </message>
        <message>
            <source>Remarks</source>
            <translation>Hinweise</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::PatternEditor</name>
        <message>
            <source>Add detector</source>
            <translation>Detektor hinzufügen</translation>
        </message>
        <message>
            <source>Remove detector</source>
            <translation>Detektor entfernen</translation>
        </message>
        <message>
            <source>Add edit</source>
            <translation>Änderung hinzufügen</translation>
        </message>
        <message>
            <source>Remove edit</source>
            <translation>Änderung entfernen</translation>
        </message>
        <message>
            <source>Detector %1: line %2, column %3: %4</source>
            <translation>Detektor %1: Zeile %2, Spalte %3: %4</translation>
        </message>
        <message>
            <source>Detector %1: the kind must be source, ir or metric</source>
            <translation>Detektor %1: die Art muss source, ir oder metric sein</translation>
        </message>
        <message>
            <source>Detector %1: the role must be required, supporting or veto</source>
            <translation>Detektor %1: die Rolle muss required, supporting oder veto sein</translation>
        </message>
        <message>
            <source>Applicability: line %1, column %2: %3</source>
            <translation>Anwendbarkeit: Zeile %1, Spalte %2: %3</translation>
        </message>
        <message>
            <source>Every detector parses.</source>
            <translation>Alle Detektoren sind gültig.</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>Kennung</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <source>Family</source>
            <translation>Familie</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Kategorie</translation>
        </message>
        <message>
            <source>Severity</source>
            <translation>Schweregrad</translation>
        </message>
        <message>
            <source>Backends</source>
            <translation>Backends</translation>
        </message>
        <message>
            <source>Operator categories</source>
            <translation>Operator-Kategorien</translation>
        </message>
        <message>
            <source>Applicability</source>
            <translation>Anwendbarkeit</translation>
        </message>
        <message>
            <source>Symptom</source>
            <translation>Symptom</translation>
        </message>
        <message>
            <source>Rationale</source>
            <translation>Begründung</translation>
        </message>
        <message>
            <source>Recipe</source>
            <translation>Rezept</translation>
        </message>
        <message>
            <source>Rewrite conditions
(one per line)</source>
            <translation>Bedingungen für die Umschreibung
(eine pro Zeile)</translation>
        </message>
        <message>
            <source>Expected gain</source>
            <translation>Erwarteter Gewinn</translation>
        </message>
        <message>
            <source>Risk</source>
            <translation>Risiko</translation>
        </message>
        <message>
            <source>Provenance</source>
            <translation>Herkunft</translation>
        </message>
        <message>
            <source>Cited source</source>
            <translation>Zitierte Quelle</translation>
        </message>
        <message>
            <source>From rounds</source>
            <translation>Aus Runden</translation>
        </message>
        <message>
            <source>Untested</source>
            <translation>Ungetestet</translation>
        </message>
        <message>
            <source>no fixture exercises its detectors</source>
            <translation>keine Testdaten prüfen seine Detektoren</translation>
        </message>
        <message>
            <source>Detectors</source>
            <translation>Detektoren</translation>
        </message>
        <message>
            <source>Mechanical edits</source>
            <translation>Mechanische Änderungen</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>Role</source>
            <translation>Rolle</translation>
        </message>
        <message>
            <source>Weight</source>
            <translation>Gewicht</translation>
        </message>
        <message>
            <source>Expression</source>
            <translation>Ausdruck</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Notiz</translation>
        </message>
        <message>
            <source>Parameter</source>
            <translation>Parameter</translation>
        </message>
        <message>
            <source>Operation</source>
            <translation>Operation</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Wert</translation>
        </message>
        <message>
            <source>optional detector expression; false means the pattern does not apply</source>
            <translation>optionaler Detektorausdruck; falsch bedeutet, das Muster trifft nicht zu</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::ProfileTabs</name>
        <message>
            <source>Profile: %1 events on %2 tracks (%3)</source>
            <translation>Profil: %1 Ereignisse auf %2 Spuren (%3)</translation>
        </message>
        <message>
            <source>Timeline</source>
            <translation>Zeitleiste</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>Diagramme</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::ProposalReview</name>
        <message>
            <source>No workspace is set (Settings).</source>
            <translation>Kein Arbeitsbereich eingestellt (Einstellungen).</translation>
        </message>
        <message>
            <source>No proposals. Synthesize reads the accepted rounds of the workspace and proposes patterns.</source>
            <translation>Keine Vorschläge. „Aus Runden ableiten“ liest die angenommenen Runden des Arbeitsbereichs und schlägt Muster vor.</translation>
        </message>
        <message>
            <source>Kind:</source>
            <translation>Art:</translation>
        </message>
        <message>
            <source>State:</source>
            <translation>Zustand:</translation>
        </message>
        <message>
            <source>Proposed pattern:</source>
            <translation>Vorgeschlagenes Muster:</translation>
        </message>
        <message>
            <source>Category:</source>
            <translation>Kategorie:</translation>
        </message>
        <message>
            <source>Detectors:</source>
            <translation>Detektoren:</translation>
        </message>
        <message>
            <source>Recipe:</source>
            <translation>Rezept:</translation>
        </message>
        <message>
            <source>Rewrite conditions:</source>
            <translation>Bedingungen für die Umschreibung:</translation>
        </message>
        <message>
            <source>Known pattern:</source>
            <translation>Bekanntes Muster:</translation>
        </message>
        <message>
            <source>Statistics:</source>
            <translation>Statistik:</translation>
        </message>
        <message>
            <source>The rounds it came from</source>
            <translation>Die Runden, aus denen er stammt</translation>
        </message>
        <message>
            <source>not in this workspace</source>
            <translation>nicht in diesem Arbeitsbereich</translation>
        </message>
        <message>
            <source>level</source>
            <translation>Stufe</translation>
        </message>
        <message>
            <source>source</source>
            <translation>Quelltext</translation>
        </message>
        <message>
            <source>outcome</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>speed-up</source>
            <translation>Beschleunigung</translation>
        </message>
        <message>
            <source>Curator's note:</source>
            <translation>Notiz der Kuration:</translation>
        </message>
        <message>
            <source>Select a proposal first.</source>
            <translation>Wählen Sie zuerst einen Vorschlag.</translation>
        </message>
        <message>
            <source>Proposal #%1 approved; the knowledge base has it.</source>
            <translation>Vorschlag #%1 angenommen; die Wissensbasis enthält ihn.</translation>
        </message>
        <message>
            <source>Proposal #%1 rejected.</source>
            <translation>Vorschlag #%1 abgelehnt.</translation>
        </message>
        <message>
            <source>%1 proposal(s), %2 new.</source>
            <translation>%1 Vorschlag/Vorschläge, %2 neu.</translation>
        </message>
        <message>
            <source>Pending</source>
            <translation>Offen</translation>
        </message>
        <message>
            <source>Approved</source>
            <translation>Angenommen</translation>
        </message>
        <message>
            <source>Rejected</source>
            <translation>Abgelehnt</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Alle</translation>
        </message>
        <message>
            <source>Synthesize from rounds</source>
            <translation>Aus Runden ableiten</translation>
        </message>
        <message>
            <source>Id</source>
            <translation>Kennung</translation>
        </message>
        <message>
            <source>State</source>
            <translation>Zustand</translation>
        </message>
        <message>
            <source>Kind</source>
            <translation>Art</translation>
        </message>
        <message>
            <source>About</source>
            <translation>Betrifft</translation>
        </message>
        <message>
            <source>From rounds</source>
            <translation>Aus Runden</translation>
        </message>
        <message>
            <source>Note:</source>
            <translation>Notiz:</translation>
        </message>
        <message>
            <source>why you approve or reject it (kept with the decision)</source>
            <translation>warum Sie annehmen oder ablehnen (wird mit der Entscheidung gespeichert)</translation>
        </message>
        <message>
            <source>Approve</source>
            <translation>Annehmen</translation>
        </message>
        <message>
            <source>Reject</source>
            <translation>Ablehnen</translation>
        </message>
        <message>
            <source>Reading the proposals</source>
            <translation>Vorschläge werden gelesen</translation>
        </message>
        <message>
            <source>Synthesis cancelled; the proposals stored before it stay.</source>
            <translation>Synthese abgebrochen; die zuvor gespeicherten Vorschläge bleiben erhalten.</translation>
        </message>
        <message>
            <source>Synthesizing proposals from the rounds of %1…</source>
            <translation>Vorschläge aus den Runden von %1 werden synthetisiert…</translation>
        </message>
        <message>
            <source>Synthesizing proposals</source>
            <translation>Vorschläge werden synthetisiert</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::RoundsView</name>
        <message>
            <source>Export the report</source>
            <translation>Bericht exportieren</translation>
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
            <translation>Arbeitsbereich: %1</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keiner</translation>
        </message>
        <message>
            <source>No workspace is set (Settings).</source>
            <translation>Kein Arbeitsbereich eingestellt (Einstellungen).</translation>
        </message>
        <message>
            <source>Nothing recorded yet: %1</source>
            <translation>Noch nichts aufgezeichnet: %1</translation>
        </message>
        <message numerus="yes">
            <source>%n case(s)</source>
            <translation>
                <numerusform>%n Fall/Fälle</numerusform>
                <numerusform>%n Fall/Fälle</numerusform>
            </translation>
        </message>
        <message>
            <source>Round %1</source>
            <translation>Runde %1</translation>
        </message>
        <message>
            <source>No operator has a recorded round yet.</source>
            <translation>Noch kein Operator hat eine aufgezeichnete Runde.</translation>
        </message>
        <message>
            <source>Speed-up per operator (best round vs initial kernel)</source>
            <translation>Beschleunigung pro Operator (beste Runde gegenüber Anfangskernel)</translation>
        </message>
        <message>
            <source>Select a round.</source>
            <translation>Wählen Sie eine Runde.</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Stufe</translation>
        </message>
        <message>
            <source>Rewrite source</source>
            <translation>Herkunft der Umschreibung</translation>
        </message>
        <message>
            <source>Outcome</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Speed-up vs the initial kernel</source>
            <translation>Beschleunigung gegenüber dem Anfangskernel</translation>
        </message>
        <message>
            <source>Speed-up vs the reference</source>
            <translation>Beschleunigung gegenüber der Referenz</translation>
        </message>
        <message>
            <source>Started</source>
            <translation>Begonnen</translation>
        </message>
        <message>
            <source>Finished</source>
            <translation>Beendet</translation>
        </message>
        <message>
            <source>Cases</source>
            <translation>Fälle</translation>
        </message>
        <message>
            <source>Case</source>
            <translation>Fall</translation>
        </message>
        <message>
            <source>Correct</source>
            <translation>Korrekt</translation>
        </message>
        <message>
            <source>Error</source>
            <translation>Fehler</translation>
        </message>
        <message>
            <source>Initial ms</source>
            <translation>Anfang ms</translation>
        </message>
        <message>
            <source>ms</source>
            <translation>ms</translation>
        </message>
        <message>
            <source>Speed-up</source>
            <translation>Beschleunigung</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ja</translation>
        </message>
        <message>
            <source>no</source>
            <translation>nein</translation>
        </message>
        <message>
            <source>Findings it acted on</source>
            <translation>Befunde, auf die sie reagierte</translation>
        </message>
        <message>
            <source>Rewrite</source>
            <translation>Umschreibung</translation>
        </message>
        <message>
            <source>initial kernel</source>
            <translation>Anfangskernel</translation>
        </message>
        <message>
            <source>after round %1</source>
            <translation>nach Runde %1</translation>
        </message>
        <message>
            <source>This operator has only one kernel version.</source>
            <translation>Dieser Operator hat nur eine Kernel-Version.</translation>
        </message>
        <message>
            <source>The two versions are the same.</source>
            <translation>Die beiden Versionen sind gleich.</translation>
        </message>
        <message>
            <source>%1: could not write the report: %2</source>
            <translation>%1: der Bericht konnte nicht geschrieben werden: %2</translation>
        </message>
        <message>
            <source>Report written to %1</source>
            <translation>Bericht nach %1 geschrieben</translation>
        </message>
        <message>
            <source>Reload</source>
            <translation>Neu laden</translation>
        </message>
        <message>
            <source>Export Markdown…</source>
            <translation>Markdown exportieren…</translation>
        </message>
        <message>
            <source>Export HTML…</source>
            <translation>HTML exportieren…</translation>
        </message>
        <message>
            <source>Operator / round</source>
            <translation>Operator / Runde</translation>
        </message>
        <message>
            <source>Hypothesis</source>
            <translation>Hypothese</translation>
        </message>
        <message>
            <source>Source</source>
            <translation>Quelle</translation>
        </message>
        <message>
            <source>Report</source>
            <translation>Bericht</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Runde</translation>
        </message>
        <message>
            <source>Kernel diff</source>
            <translation>Kernel-Diff</translation>
        </message>
        <message>
            <source>Compare</source>
            <translation>Vergleichen</translation>
        </message>
        <message>
            <source>Reading the workspace</source>
            <translation>Arbeitsbereich wird gelesen</translation>
        </message>
        <message>
            <source>Reading the two versions…</source>
            <translation>Die beiden Versionen werden gelesen…</translation>
        </message>
        <message>
            <source>Comparing kernel versions</source>
            <translation>Kernel-Versionen werden verglichen</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::SettingsDialog</name>
        <message>
            <source>Browse…</source>
            <translation>Durchsuchen…</translation>
        </message>
        <message>
            <source>Knowledge base (*.sqlite);;All files (*)</source>
            <translation>Wissensbasis (*.sqlite);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>System default</source>
            <translation>Systemvorgabe</translation>
        </message>
        <message>
            <source>a Triton checkout: L4 names the compiler source line of a remark</source>
            <translation>ein Triton-Checkout: L4 nennt die Quellzeile des Compilers zu einer Meldung</translation>
        </message>
        <message>
            <source>System</source>
            <translation>System</translation>
        </message>
        <message>
            <source>Light</source>
            <translation>Hell</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Dunkel</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <source>Knowledge base</source>
            <translation>Wissensbasis</translation>
        </message>
        <message>
            <source>Workspace</source>
            <translation>Arbeitsbereich</translation>
        </message>
        <message>
            <source>Compiler source</source>
            <translation>Compilerquellen</translation>
        </message>
        <message>
            <source>Compiler source checkout</source>
            <translation>Checkout der Compilerquellen</translation>
        </message>
        <message>
            <source>Theme</source>
            <translation>Design</translation>
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
                <numerusform>%1: %n Zeile(n)</numerusform>
                <numerusform>%1: %n Zeile(n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Line %1 · %2: %3</source>
            <translation>Zeile %1 · %2: %3</translation>
        </message>
        <message>
            <source>Line %1 · %2 in %3: %4</source>
            <translation>Zeile %1 · %2 in %3: %4</translation>
        </message>
        <message>
            <source>Python line %1 → %2</source>
            <translation>Python-Zeile %1 → %2</translation>
        </message>
        <message>
            <source>%1 line %2 has no location in the kernel's source</source>
            <translation>%1-Zeile %2 hat keine Position im Quelltext des Kernels</translation>
        </message>
        <message>
            <source>%1 line %2 ← Python line %3 → %4</source>
            <translation>%1-Zeile %2 ← Python-Zeile %3 → %4</translation>
        </message>
        <message numerus="yes">
            <source>%n lines</source>
            <translation>
                <numerusform>%n Zeilen</numerusform>
                <numerusform>%n Zeilen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n linked</source>
            <translation>
                <numerusform>%n verknüpft</numerusform>
                <numerusform>%n verknüpft</numerusform>
            </translation>
        </message>
        <message>
            <source>No kernel open: open a kernel folder to see its Python source beside every stage's IR.</source>
            <translation>Kein Kernel geöffnet: Öffnen Sie einen Kernel-Ordner, um seinen Python-Quelltext neben der IR jeder Stufe zu sehen.</translation>
        </message>
        <message>
            <source>Pick a line in any pane: the Python source and every stage follow.</source>
            <translation>Wählen Sie in einem beliebigen Bereich eine Zeile: der Python-Quelltext und jede Stufe folgen.</translation>
        </message>
        <message>
            <source>Find in %1 (Ctrl+F)</source>
            <translation>In %1 suchen (Strg+F)</translation>
        </message>
        <message>
            <source>Restore the panes</source>
            <translation>Bereiche wiederherstellen</translation>
        </message>
        <message>
            <source>Maximise %1</source>
            <translation>%1 maximieren</translation>
        </message>
        <message>
            <source>Stall samples</source>
            <translation>Stall-Samples</translation>
        </message>
        <message>
            <source>Instructions executed</source>
            <translation>Ausgeführte Befehle</translation>
        </message>
        <message>
            <source>L2 sectors</source>
            <translation>L2-Sektoren</translation>
        </message>
        <message>
            <source>Excess L2 sectors</source>
            <translation>Überzählige L2-Sektoren</translation>
        </message>
        <message>
            <source>Stall: %1</source>
            <translation>Stall: %1</translation>
        </message>
        <message>
            <source>%1: %2 in all</source>
            <translation>%1: %2 insgesamt</translation>
        </message>
        <message numerus="yes">
            <source>%1 has no final-stage files, only %n pass dump(s): the Trajectory tab shows them.</source>
            <translation>
                <numerusform>%1 hat keine Dateien der Endstufen, nur %n Pass-Dump(s): der Tab „Trajektorie“ zeigt sie.</numerusform>
                <numerusform>%1 hat keine Dateien der Endstufen, nur %n Pass-Dump(s): der Tab „Trajektorie“ zeigt sie.</numerusform>
            </translation>
        </message>
        <message>
            <source>No Python source was found beside this IR. Pick a line in any pane: the other stages follow.</source>
            <translation>Neben dieser IR wurde kein Python-Quelltext gefunden. Wählen Sie eine Zeile in einem Bereich: die anderen Stufen folgen.</translation>
        </message>
        <message numerus="yes">
            <source>%n line(s) partial (%1)</source>
            <translation>
                <numerusform>%n Zeile unvollständig (%1)</numerusform>
                <numerusform>%n Zeilen unvollständig (%1)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %n linked line(s)</source>
            <translation>
                <numerusform>%1: %n verknüpfte Zeile</numerusform>
                <numerusform>%1: %n verknüpfte Zeilen</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: at least %2 in all (partial data)</source>
            <translation>%1: mindestens %2 insgesamt (unvollständige Daten)</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TimelinePane</name>
        <message>
            <source>Search events…</source>
            <translation>Ereignisse suchen …</translation>
        </message>
        <message>
            <source>Previous match (Shift+F3)</source>
            <translation>Vorheriger Treffer (Umschalt+F3)</translation>
        </message>
        <message>
            <source>Next match (F3)</source>
            <translation>Nächster Treffer (F3)</translation>
        </message>
        <message>
            <source>Fit</source>
            <translation>Einpassen</translation>
        </message>
        <message>
            <source>Show the whole trace (Home)</source>
            <translation>Gesamte Aufzeichnung zeigen (Pos1)</translation>
        </message>
        <message>
            <source>Property</source>
            <translation>Eigenschaft</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Wert</translation>
        </message>
        <message>
            <source>Open the kernel's trajectory and findings</source>
            <translation>Trajektorie und Befunde des Kernels öffnen</translation>
        </message>
        <message>
            <source>no matches</source>
            <translation>keine Treffer</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <translation>%1 von %2</translation>
        </message>
        <message>
            <source>%1 matches</source>
            <translation>%1 Treffer</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>Category</source>
            <translation>Kategorie</translation>
        </message>
        <message>
            <source>Track</source>
            <translation>Spur</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Starten</translation>
        </message>
        <message>
            <source>Duration</source>
            <translation>Dauer</translation>
        </message>
        <message>
            <source>instant</source>
            <translation>Zeitpunkt</translation>
        </message>
        <message>
            <source>Zoom to Selection</source>
            <translation>Auf Auswahl zoomen</translation>
        </message>
        <message>
            <source>Show the selected range or event across the view (F)</source>
            <translation>Den gewählten Bereich oder das Ereignis über die ganze Ansicht zeigen (F)</translation>
        </message>
        <message>
            <source>All Flows</source>
            <translation>Alle Flüsse</translation>
        </message>
        <message>
            <source>Draw every flow arrow; off: only the selected event's</source>
            <translation>Alle Flusspfeile zeichnen; aus: nur die des gewählten Ereignisses</translation>
        </message>
        <message>
            <source>Ctrl+wheel or W/S: zoom · drag or A/D: pan · Shift+drag: measure a range · double-click a kernel: its trajectory</source>
            <translation>Strg+Rad oder W/S: Zoom · Ziehen oder A/D: Verschieben · Umschalt+Ziehen: Bereich messen · Doppelklick auf einen Kernel: seine Trajektorie</translation>
        </message>
        <message>
            <source>Pipes:</source>
            <translation>Pipes:</translation>
        </message>
        <message>
            <source>Range start</source>
            <translation>Beginn des Bereichs</translation>
        </message>
        <message>
            <source>Range duration</source>
            <translation>Dauer des Bereichs</translation>
        </message>
        <message>
            <source>Events in range</source>
            <translation>Ereignisse im Bereich</translation>
        </message>
        <message>
            <source>Span %1</source>
            <translation>Spanne %1</translation>
        </message>
        <message numerus="yes">
            <source>device busy %1 (%2 %) on %n stream(s)</source>
            <translation>
                <numerusform>Gerät belegt %1 (%2 %) auf %n Stream</numerusform>
                <numerusform>Gerät belegt %1 (%2 %) auf %n Streams</numerusform>
            </translation>
        </message>
        <message>
            <source>costliest: %1, %2 (%3 %)</source>
            <translation>am teuersten: %1, %2 (%3 %)</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TimelineView</name>
        <message>
            <source>No timeline events in this profile</source>
            <translation>Dieses Profil enthält keine Zeitachsen-Ereignisse</translation>
        </message>
        <message>
            <source>%1 events</source>
            <translation>%1 Ereignisse</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TrajectoryGraphView</name>
        <message>
            <source>No lowering trajectory: open a kernel folder, a TRITON_KERNEL_DUMP folder or a per-pass dump.</source>
            <translation>Keine Lowering-Trajektorie: Öffnen Sie einen Kernel-Ordner, einen TRITON_KERNEL_DUMP-Ordner oder einen Dump pro Pass.</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TrajectoryModel</name>
        <message>
            <source>passes</source>
            <translation>Passes</translation>
        </message>
        <message>
            <source>1 unchanged pass</source>
            <translation>1 unveränderter Pass</translation>
        </message>
        <message numerus="yes">
            <source>%n unchanged passes</source>
            <translation>
                <numerusform>%n unveränderte Passes</numerusform>
                <numerusform>%n unveränderte Passes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n lines</source>
            <translation>
                <numerusform>%n Zeilen</numerusform>
                <numerusform>%n Zeilen</numerusform>
            </translation>
        </message>
        <message>
            <source>%1 lines · %2 ops</source>
            <translation>%1 Zeilen · %2 Ops</translation>
        </message>
        <message>
            <source>source</source>
            <translation>Quelltext</translation>
        </message>
        <message>
            <source>Node</source>
            <translation>Knoten</translation>
        </message>
        <message>
            <source>Lines</source>
            <translation>Zeilen</translation>
        </message>
        <message>
            <source>Ops</source>
            <translation>Ops</translation>
        </message>
        <message>
            <source>Change</source>
            <translation>Änderung</translation>
        </message>
        <message>
            <source>%1 (%2), pass %3 in %4
+%5 −%6 lines
Click: what it changed</source>
            <translation>%1 (%2), Pass %3 in %4
+%5 −%6 Zeilen
Klick: was er geändert hat</translation>
        </message>
        <message>
            <source>%1: %2 lines · %3 ops
%4</source>
            <translation>%1: %2 Zeilen · %3 Ops
%4</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TrajectoryTabs</name>
        <message>
            <source>%1: no lowering trajectory found (no IR stages, per-pass dumps or TritonParse logs)</source>
            <translation>%1: keine Lowering-Trajektorie gefunden (keine IR-Stufen, Dumps pro Pass oder TritonParse-Logs)</translation>
        </message>
        <message numerus="yes">
            <source>Trajectory of %1: %n kernel(s)</source>
            <translation>
                <numerusform>Trajektorie von %1: %n Kernel</numerusform>
                <numerusform>Trajektorie von %1: %n Kernel</numerusform>
            </translation>
        </message>
        <message>
            <source>Trajectory</source>
            <translation>Trajektorie</translation>
        </message>
        <message>
            <source>Source &amp;&amp; IR</source>
            <translation>Quelltext &amp;&amp; IR</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::TrajectoryView</name>
        <message>
            <source>before %1 (pass %2)</source>
            <translation>vor %1 (Pass %2)</translation>
        </message>
        <message>
            <source>No trajectory loaded</source>
            <translation>Keine Trajektorie geladen</translation>
        </message>
        <message numerus="yes">
            <source>%1 (%2): %n final stage(s)</source>
            <translation>
                <numerusform>%1 (%2): %n Endstufe(n)</numerusform>
                <numerusform>%1 (%2): %n Endstufe(n)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pass(es)</source>
            <translation>
                <numerusform>%n Pass(es)</numerusform>
                <numerusform>%n Pass(es)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n changed the IR</source>
            <translation>
                <numerusform>%n haben die IR verändert</numerusform>
                <numerusform>%n haben die IR verändert</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n remark(s)</source>
            <translation>
                <numerusform>%n Hinweis(e)</numerusform>
                <numerusform>%n Hinweis(e)</numerusform>
            </translation>
        </message>
        <message>
            <source>Kernel:</source>
            <translation>Kernel:</translation>
        </message>
        <message>
            <source>Show unchanged passes</source>
            <translation>Unveränderte Passes anzeigen</translation>
        </message>
        <message>
            <source>Passes that left the IR unchanged are folded into one node per run; click a folded node to unfold it.</source>
            <translation>Passes, die die IR nicht verändert haben, werden je Folge zu einem Knoten zusammengefaltet; ein Klick auf einen gefalteten Knoten klappt ihn auf.</translation>
        </message>
        <message>
            <source>Click a node to see its IR; Ctrl+click a second node to compare the two.</source>
            <translation>Klicken Sie auf einen Knoten, um seine IR zu sehen; Strg+Klick auf einen zweiten Knoten vergleicht beide.</translation>
        </message>
        <message>
            <source>%1 — %2</source>
            <translation>%1 — %2</translation>
        </message>
        <message>
            <source>%1 → %2: +%3 −%4 lines (N / P: next / previous change)</source>
            <translation>%1 → %2: +%3 −%4 Zeilen (N / P: nächste / vorherige Änderung)</translation>
        </message>
        <message>
            <source>Graph</source>
            <translation>Graph</translation>
        </message>
        <message>
            <source>Passes (%1)</source>
            <translation>Passes (%1)</translation>
        </message>
        <message>
            <source>%1 (pass %2) changed nothing</source>
            <translation>%1 (Pass %2) hat nichts geändert</translation>
        </message>
        <message>
            <source>What %1 (pass %2) changed: +%3 −%4 lines (N / P: next / previous change)</source>
            <translation>Was %1 (Pass %2) geändert hat: +%3 −%4 Zeilen (N / P: nächste / vorherige Änderung)</translation>
        </message>
        <message>
            <source>IR before %1 (pass %2); the dump holds no IR after it</source>
            <translation>IR vor %1 (Pass %2); der Dump enthält keine IR danach</translation>
        </message>
        <message>
            <source>IR after %1 (pass %2); the dump holds no IR before it</source>
            <translation>IR nach %1 (Pass %2); der Dump enthält keine IR davor</translation>
        </message>
    </context>
    <context>
        <name>Lowerscope::Ui::WelcomePage</name>
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
            <source>Optimize Operator Tasks…</source>
            <translation>Operator-Aufgaben optimieren…</translation>
        </message>
        <message>
            <source>Recent</source>
            <translation>Zuletzt geöffnet</translation>
        </message>
        <message>
            <source>Open the Demo</source>
            <translation>Demo öffnen</translation>
        </message>
        <message>
            <source>New here? The demo opens six real kernels captured on an NVIDIA H200 (softmax, transpose and matmul, each slow and fast), with their IR, profiles and diagnosis, and a workspace with the three recorded rounds that turned each slow kernel into its fast sibling, with their measured times and the report.</source>
            <translation>Neu hier? Die Demo öffnet sechs echte Kernel, aufgenommen auf einer NVIDIA H200 (softmax, transpose und matmul, je langsam und schnell), mit ihrem IR, ihren Profilen und ihrer Diagnose, dazu einen Arbeitsbereich mit den drei aufgezeichneten Runden, die jeden langsamen Kernel in sein schnelles Gegenstück verwandelten, mit ihren gemessenen Zeiten und dem Bericht.</translation>
        </message>
    </context>
    <context>
        <name>Optimize</name>
        <message>
            <source>%1: not a task (JSON: %2)</source>
            <translation>%1: keine Aufgabe (JSON: %2)</translation>
        </message>
        <message>
            <source>%1: "name", "backend" and "entry" are required</source>
            <translation>%1: "name", "backend" und "entry" sind erforderlich</translation>
        </message>
        <message>
            <source>%1: no cases</source>
            <translation>%1: keine Fälle</translation>
        </message>
        <message>
            <source>%1: cannot write: %2</source>
            <translation>%1: kann nicht geschrieben werden: %2</translation>
        </message>
        <message>
            <source>%1: cannot copy to %2</source>
            <translation>%1: kann nicht nach %2 kopiert werden</translation>
        </message>
        <message>
            <source>%1: not a harness log (expected {"operators": [...]}): %2</source>
            <translation>%1: kein Harness-Protokoll ({"operators": [...]} erwartet): %2</translation>
        </message>
        <message>
            <source>%1: operator %2 is given twice</source>
            <translation>%1: Operator %2 ist doppelt angegeben</translation>
        </message>
        <message>
            <source>%1: the initial kernel's sha256 %2 differs from the one %3 froze (%4)</source>
            <translation>%1: sha256 %2 des Anfangskernels weicht von dem ab, den %3 eingefroren hat (%4)</translation>
        </message>
        <message>
            <source>round %1 has no kernel</source>
            <translation>Runde %1 hat keinen Kernel</translation>
        </message>
        <message>
            <source>acquires %1: %2</source>
            <translation>beschafft %1: %2</translation>
        </message>
        <message>
            <source>continues its unfinished rounds</source>
            <translation>setzt seine unfertigen Runden fort</translation>
        </message>
        <message>
            <source>done: %1 rounds</source>
            <translation>fertig: %1 Runden</translation>
        </message>
        <message>
            <source>no untried rewrite: %1 findings, %2 rounds</source>
            <translation>keine unversuchte Umschreibung: %1 Befunde, %2 Runden</translation>
        </message>
        <message>
            <source>round %1 (%2, %3): %4</source>
            <translation>Runde %1 (%2, %3): %4</translation>
        </message>
        <message>
            <source>evidence not acquired: %1</source>
            <translation>Evidenz nicht beschafft: %1</translation>
        </message>
        <message>
            <source>evidence acquired: %1</source>
            <translation>Evidenz beschafft: %1</translation>
        </message>
        <message>
            <source>round %1: %2%3</source>
            <translation>Runde %1: %2%3</translation>
        </message>
        <message>
            <source>%1 of %2 is decided by @triton.autotune configs</source>
            <translation>%1 von %2 wird von @triton.autotune-Konfigurationen bestimmt</translation>
        </message>
        <message>
            <source>%1 is not passed at the launch of %2 (line %3)</source>
            <translation>%1 wird beim Start von %2 nicht übergeben (Zeile %3)</translation>
        </message>
        <message>
            <source>%1 of %2 comes from %3, which is assigned %4 times and read elsewhere</source>
            <translation>%1 von %2 kommt aus %3, das %4-mal zugewiesen und anderswo gelesen wird</translation>
        </message>
        <message>
            <source>%1 takes none of %2</source>
            <translation>%1 nimmt keinen von %2</translation>
        </message>
        <message>
            <source>%1 is set outside the editable region</source>
            <translation>%1 wird außerhalb des editierbaren Bereichs gesetzt</translation>
        </message>
        <message>
            <source>%1 is already %2</source>
            <translation>%1 ist bereits %2</translation>
        </message>
        <message>
            <source>no launch of %1 in the editable region</source>
            <translation>kein Start von %1 im editierbaren Bereich</translation>
        </message>
        <message>
            <source>a jit function</source>
            <translation>eine jit-Funktion</translation>
        </message>
        <message>
            <source>overlapping edits</source>
            <translation>überlappende Änderungen</translation>
        </message>
        <message>
            <source>no tl.dot without input_precision=%1 in the editable region</source>
            <translation>kein tl.dot ohne input_precision=%1 im editierbaren Bereich</translation>
        </message>
        <message>
            <source>no .to(tl.int64) in index arithmetic in the editable region</source>
            <translation>kein .to(tl.int64) in Indexarithmetik im editierbaren Bereich</translation>
        </message>
        <message>
            <source>%1 = %2 covers the whole extent: a smaller block would drop elements</source>
            <translation>%1 = %2 deckt die ganze Ausdehnung ab: ein kleinerer Block würde Elemente auslassen</translation>
        </message>
        <message>
            <source>the answer's kernel has no editable region (the lines '# lowerscope: editable begin' and '# lowerscope: editable end')</source>
            <translation>der Kernel der Antwort hat keinen editierbaren Bereich (die Zeilen '# lowerscope: editable begin' und '# lowerscope: editable end')</translation>
        </message>
        <message>
            <source>the answer changes only text outside the editable region, which is not applied</source>
            <translation>die Antwort ändert nur Text außerhalb des editierbaren Bereichs, der nicht übernommen wird</translation>
        </message>
        <message>
            <source>the answer's kernel is the kernel it was shown</source>
            <translation>der Kernel der Antwort ist der Kernel, der ihr gezeigt wurde</translation>
        </message>
        <message>
            <source>the answer's kernel was tried before (%1)</source>
            <translation>der Kernel der Antwort wurde schon versucht (%1)</translation>
        </message>
        <message>
            <source>no task of the session is named %1</source>
            <translation>keine Aufgabe der Sitzung heißt %1</translation>
        </message>
        <message>
            <source>%1 input and %2 output tokens, $%3</source>
            <translation>%1 Eingabe- und %2 Ausgabe-Tokens, $%3</translation>
        </message>
        <message>
            <source>round %1 (llm): %2: %3 (%4)</source>
            <translation>Runde %1 (llm): %2: %3 (%4)</translation>
        </message>
        <message>
            <source>round %1 (llm, %2): %3 (%4)</source>
            <translation>Runde %1 (llm, %2): %3 (%4)</translation>
        </message>
        <message>
            <source>no task folder was given</source>
            <translation>es wurde kein Aufgabenordner angegeben</translation>
        </message>
        <message>
            <source>Importing %1…</source>
            <translation>%1 wird importiert…</translation>
        </message>
        <message numerus="yes">
            <source>%1: batch %2, %n result(s); %3 unfinished round(s) or evidence request(s) finished</source>
            <translation>
                <numerusform>%1: Batch %2, %n Ergebnis(se); %3 unfertige Runde(n) oder Evidenzanfrage(n) abgeschlossen</numerusform>
                <numerusform>%1: Batch %2, %n Ergebnis(se); %3 unfertige Runde(n) oder Evidenzanfrage(n) abgeschlossen</numerusform>
            </translation>
        </message>
        <message>
            <source>Step %1: diagnosing and picking rewrites…</source>
            <translation>Schritt %1: Diagnose und Auswahl der Umschreibungen…</translation>
        </message>
        <message numerus="yes">
            <source>Step %1: waiting for your consent to run %n candidate(s)</source>
            <translation>
                <numerusform>Schritt %1: wartet auf Ihre Zustimmung, %n Kandidat(en) auszuführen</numerusform>
                <numerusform>Schritt %1: wartet auf Ihre Zustimmung, %n Kandidat(en) auszuführen</numerusform>
            </translation>
        </message>
        <message>
            <source>No consent: nothing ran; the step's rounds stay started and run when the loop continues (resume).</source>
            <translation>Keine Zustimmung: Nichts lief; die Runden des Schritts bleiben begonnen und laufen, wenn die Schleife fortgesetzt wird (resume).</translation>
        </message>
        <message numerus="yes">
            <source>Step %1: %n request(s) running on %2</source>
            <translation>
                <numerusform>Schritt %1: %n Anfrage(n) laufen auf %2</numerusform>
                <numerusform>Schritt %1: %n Anfrage(n) laufen auf %2</numerusform>
            </translation>
        </message>
        <message>
            <source>Step %1: recording the results</source>
            <translation>Schritt %1: Ergebnisse werden aufgezeichnet</translation>
        </message>
        <message>
            <source>%1 was cancelled or preempted; it runs again when the loop continues (--resume)</source>
            <translation>%1 wurde abgebrochen oder verdrängt; es läuft erneut, wenn die Schleife fortgesetzt wird (--resume)</translation>
        </message>
        <message>
            <source>%1 is already what the recipe asks at every launch</source>
            <translation>%1 hat an jedem Start bereits den Wert, den das Rezept verlangt</translation>
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
            <translation>erwartet wurde ein Dateiname</translation>
        </message>
        <message>
            <source>%1: cases: %2 cases, more than the %3 a task may have</source>
            <translation>%1: cases: %2 Fälle, mehr als die %3, die eine Aufgabe haben darf</translation>
        </message>
        <message>
            <source>%1: cases[%2]: a shape holds a dimension that is not a non-negative integer</source>
            <translation>%1: cases[%2]: eine Form enthält eine Dimension, die keine nicht-negative ganze Zahl ist</translation>
        </message>
        <message>
            <source>%1: cases[%2]: its tensors hold %3 bytes, more than the %4 a device could hold</source>
            <translation>%1: cases[%2]: seine Tensoren umfassen %3 Bytes, mehr als die %4, die ein Gerät fassen könnte</translation>
        </message>
        <message>
            <source>%1: hardware %2 is not a model of backend %3; its bounds use %4</source>
            <translation>%1: Hardware %2 ist kein Modell des Backends %3; seine Schranken verwenden %4</translation>
        </message>
        <message>
            <source>%1 (%2) not planned: round %3 moved %4 %5 -&gt; %6 and failed (%7)</source>
            <translation>%1 (%2) nicht eingeplant: Runde %3 hat %4 %5 -&gt; %6 geändert und ist fehlgeschlagen (%7)</translation>
        </message>
        <message>
            <source>the evidence held is of a kernel an accepted round superseded (kept as history); this acquisition is for the new best kernel %1</source>
            <translation>die vorhandene Evidenz gehört zu einem Kernel, den eine angenommene Runde abgelöst hat (als Verlauf behalten); diese Beschaffung gilt dem neuen besten Kernel %1</translation>
        </message>
        <message>
            <source>its rounds wait for the evidence: they start from the kernel it is acquired for</source>
            <translation>seine Runden warten auf die Evidenz: sie beginnen bei dem Kernel, für den sie beschafft wird</translation>
        </message>
        <message>
            <source>%1: call.file: %2</source>
            <translation>%1: call.file: %2</translation>
        </message>
        <message>
            <source>the grid is not a tuple the recipes can edit</source>
            <translation>das Grid ist kein Tupel, das die Rezepte bearbeiten können</translation>
        </message>
        <message>
            <source>the grid is set outside the editable region</source>
            <translation>das Grid wird außerhalb des bearbeitbaren Bereichs gesetzt</translation>
        </message>
        <message>
            <source>no mask bounds the block's offsets, so the extent the grid covers is unknown</source>
            <translation>keine Maske begrenzt die Offsets des Blocks, daher ist der Umfang, den das Grid abdeckt, unbekannt</translation>
        </message>
        <message>
            <source>%1 is assigned after the grid</source>
            <translation>%1 wird nach dem Grid zugewiesen</translation>
        </message>
        <message>
            <source>%1 is not known where the grid is computed</source>
            <translation>%1 ist dort, wo das Grid berechnet wird, nicht bekannt</translation>
        </message>
        <message>
            <source>the grid of every launch follows %1</source>
            <translation>das Grid jedes Starts folgt %1</translation>
        </message>
        <message>
            <source>the grid of %1 (line %2) does not divide by %3: %4</source>
            <translation>das Grid von %1 (Zeile %2) ist nicht durch %3 teilbar: %4</translation>
        </message>
    </context>
    <context>
        <name>Profile</name>
        <message>
            <source>unknown columns, not read: %1</source>
            <translation>unbekannte Spalten, nicht gelesen: %1</translation>
        </message>
        <message>
            <source>expected a "%1" column</source>
            <translation>Spalte „%1“ erwartet</translation>
        </message>
        <message>
            <source>expected %1 fields, found %2</source>
            <translation>%1 Felder erwartet, %2 gefunden</translation>
        </message>
        <message>
            <source>expected one JSON object per line (%1)</source>
            <translation>ein JSON-Objekt pro Zeile erwartet (%1)</translation>
        </message>
        <message>
            <source>cannot open the file</source>
            <translation>die Datei lässt sich nicht öffnen</translation>
        </message>
        <message>
            <source>malformed or truncated JSON (%1); kept the %2 events read before it</source>
            <translation>fehlerhaftes oder abgeschnittenes JSON (%1); die %2 zuvor gelesenen Ereignisse wurden behalten</translation>
        </message>
        <message>
            <source>unterminated quoted field</source>
            <translation>nicht abgeschlossenes Feld in Anführungszeichen</translation>
        </message>
        <message>
            <source>line longer than %1 MiB: not a text table</source>
            <translation>Zeile länger als %1 MiB: keine Texttabelle</translation>
        </message>
        <message>
            <source>binary data (NUL bytes) in a text table</source>
            <translation>Binärdaten (NUL-Bytes) in einer Texttabelle</translation>
        </message>
        <message>
            <source>not an msprof database of a known schema: expected table %1 with column %2</source>
            <translation>keine msprof-Datenbank eines bekannten Schemas: Tabelle %1 mit Spalte %2 erwartet</translation>
        </message>
        <message>
            <source>cannot query the TASK table</source>
            <translation>die Tabelle TASK lässt sich nicht abfragen</translation>
        </message>
        <message>
            <source>no table header</source>
            <translation>keine Tabellenkopfzeile</translation>
        </message>
        <message>
            <source>the units row is missing</source>
            <translation>die Einheitenzeile fehlt</translation>
        </message>
        <message>
            <source>expected an instruction row with a hexadecimal address</source>
            <translation>Befehlszeile mit hexadezimaler Adresse erwartet</translation>
        </message>
        <message>
            <source>no such file or folder</source>
            <translation>keine solche Datei und kein solcher Ordner</translation>
        </message>
        <message>
            <source>expected a JSON array of benchmark cases</source>
            <translation>JSON-Array mit Benchmark-Fällen erwartet</translation>
        </message>
        <message>
            <source>benchmark case without kernel name or time; skipped</source>
            <translation>Benchmark-Fall ohne Kernel-Namen oder Zeit; übersprungen</translation>
        </message>
        <message>
            <source>expected Key=Value</source>
            <translation>Key=Value erwartet</translation>
        </message>
        <message>
            <source>no Op Name</source>
            <translation>kein Op Name</translation>
        </message>
        <message>
            <source>device tasks already read from %1 (same name, start and duration): %2, counted once</source>
            <translation>bereits aus %1 gelesene Geräteaufgaben (gleicher Name, Start und Dauer): %2, einmal gezählt</translation>
        </message>
        <message>
            <source>on a different clock from %1 (%2 s apart): not one capture; the timeline shows it after the earlier files, from its own start</source>
            <translation>auf einer anderen Uhr als %1 (%2 s auseinander): keine gemeinsame Aufnahme; die Zeitleiste zeigt sie nach den früheren Dateien, ab ihrem eigenen Beginn</translation>
        </message>
        <message>
            <source>%1 is a view, not a table as msprof writes it: the database is not read</source>
            <translation>%1 ist eine Sicht, keine Tabelle, wie msprof sie schreibt: die Datenbank wird nicht gelesen</translation>
        </message>
        <message>
            <source>reading the TASK table took longer than %1 s: stopped after %2 rows</source>
            <translation>das Lesen der Tabelle TASK dauerte länger als %1 s: nach %2 Zeilen abgebrochen</translation>
        </message>
        <message>
            <source>cannot read the TASK table: %1</source>
            <translation>die Tabelle TASK kann nicht gelesen werden: %1</translation>
        </message>
        <message>
            <source>the file ends inside this row (%1 of %2 fields): the rest of the table is missing</source>
            <translation>die Datei endet innerhalb dieser Zeile (%1 von %2 Feldern): der Rest der Tabelle fehlt</translation>
        </message>
        <message>
            <source>%1: the table is not read past this line</source>
            <translation>%1: die Tabelle wird über diese Zeile hinaus nicht gelesen</translation>
        </message>
        <message>
            <source>the table has rows for %1 of the %2 instructions of %3 in %4: the other %5 are not measured</source>
            <translation>die Tabelle hat Zeilen für %1 der %2 Instruktionen von %3 in %4: die übrigen %5 sind nicht gemessen</translation>
        </message>
    </context>
    <context>
        <name>Report</name>
        <message>
            <source>round %1 is accepted although case %2 failed validation; it is not counted</source>
            <translation>Runde %1 ist angenommen, obwohl Fall %2 die Validierung nicht bestand; sie wird nicht gezählt</translation>
        </message>
        <message>
            <source>round %1 is accepted but has no timed case with a baseline; it is not counted</source>
            <translation>Runde %1 ist angenommen, hat aber keinen gemessenen Fall mit Ausgangswert; sie wird nicht gezählt</translation>
        </message>
        <message>
            <source>round %1 validated %2 of %3 cases</source>
            <translation>Runde %1 hat %2 von %3 Fällen validiert</translation>
        </message>
        <message>
            <source>operator %1 has no baseline time for its initial kernel</source>
            <translation>Operator %1 hat keine Ausgangszeit für seinen Ausgangskernel</translation>
        </message>
        <message>
            <source>%1 has %2 unfinished rounds</source>
            <translation>%1 hat %2 unvollendete Runden</translation>
        </message>
        <message>
            <source>Optimization report</source>
            <translation>Optimierungsbericht</translation>
        </message>
        <message>
            <source>Operator</source>
            <translation>Operator</translation>
        </message>
        <message>
            <source>Cases</source>
            <translation>Fälle</translation>
        </message>
        <message>
            <source>Initial ms</source>
            <translation>Anfang ms</translation>
        </message>
        <message>
            <source>Best ms</source>
            <translation>Beste ms</translation>
        </message>
        <message>
            <source>Reference ms</source>
            <translation>Referenz ms</translation>
        </message>
        <message>
            <source>Speedup</source>
            <translation>Beschleunigung</translation>
        </message>
        <message>
            <source>vs reference</source>
            <translation>ggü. Referenz</translation>
        </message>
        <message>
            <source>Best round</source>
            <translation>Beste Runde</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Stufe</translation>
        </message>
        <message>
            <source>Across %1 operators: geometric mean %2, median %3; over 2×: %4, over 5×: %5; median best round: %6.</source>
            <translation>Über %1 Operatoren: geometrisches Mittel %2, Median %3; über 2×: %4, über 5×: %5; Median der besten Runde: %6.</translation>
        </message>
        <message>
            <source>Level that produced the best round: %1.</source>
            <translation>Ebene, die die beste Runde hervorbrachte: %1.</translation>
        </message>
        <message>
            <source>Notes:</source>
            <translation>Hinweise:</translation>
        </message>
        <message>
            <source>Against the PyTorch reference: geometric mean %1, median %2.</source>
            <translation>Gegenüber der PyTorch-Referenz: geometrisches Mittel %1, Median %2.</translation>
        </message>
        <message>
            <source>Evidence acquired beyond timing: %1.</source>
            <translation>Über die Zeitmessung hinaus beschaffte Evidenz: %1.</translation>
        </message>
        <message>
            <source>Speedup per operator</source>
            <translation>Beschleunigung pro Operator</translation>
        </message>
        <message>
            <source>Rewrites asked of a model: %1 rounds, %2 input and %3 output tokens, $%4.</source>
            <translation>Umschreibungen von einem Modell: %1 Runden, %2 Eingabe- und %3 Ausgabe-Tokens, $%4.</translation>
        </message>
    </context>
    <context>
        <name>Runners</name>
        <message>
            <source>cannot start %1: %2
</source>
            <translation>kann %1 nicht starten: %2
</translation>
        </message>
        <message>
            <source>time limit reached: killing the request</source>
            <translation>Zeitlimit erreicht: die Anfrage wird beendet</translation>
        </message>
        <message>
            <source>starting %1</source>
            <translation>starte %1</translation>
        </message>
        <message>
            <source>killed after the time limit of %1 s</source>
            <translation>nach dem Zeitlimit von %1 s beendet</translation>
        </message>
        <message>
            <source>cancelled</source>
            <translation>abgebrochen</translation>
        </message>
        <message>
            <source>the harness died (%1)</source>
            <translation>das Harness ist abgestürzt (%1)</translation>
        </message>
        <message>
            <source>the harness exited with code %1</source>
            <translation>das Harness endete mit Code %1</translation>
        </message>
        <message>
            <source>the batch id '%1' is not 1-64 letters, digits, '.', '_' or '-'</source>
            <translation>die Batch-ID '%1' besteht nicht aus 1-64 Buchstaben, Ziffern, '.', '_' oder '-'</translation>
        </message>
        <message>
            <source>the batch has no folder</source>
            <translation>der Batch hat keinen Ordner</translation>
        </message>
        <message>
            <source>the batch has no requests</source>
            <translation>der Batch hat keine Anfragen</translation>
        </message>
        <message>
            <source>the request id '%1' is not 1-64 letters, digits, '.', '_' or '-'</source>
            <translation>die Anfrage-ID '%1' besteht nicht aus 1-64 Buchstaben, Ziffern, '.', '_' oder '-'</translation>
        </message>
        <message>
            <source>the request id '%1' is used twice</source>
            <translation>die Anfrage-ID '%1' wird zweimal verwendet</translation>
        </message>
        <message>
            <source>%1: not a task folder (no task.json)</source>
            <translation>%1: kein Task-Ordner (keine task.json)</translation>
        </message>
        <message>
            <source>%1: no such candidate file</source>
            <translation>%1: keine solche Kandidatendatei</translation>
        </message>
        <message>
            <source>the runner is already running a batch</source>
            <translation>der Runner führt bereits einen Batch aus</translation>
        </message>
        <message>
            <source>cannot create the batch folder %1</source>
            <translation>kann den Batch-Ordner %1 nicht anlegen</translation>
        </message>
        <message>
            <source>started</source>
            <translation>gestartet</translation>
        </message>
        <message>
            <source>cancelling</source>
            <translation>breche ab</translation>
        </message>
        <message>
            <source>the harness wrote no result: %1</source>
            <translation>das Harness hat kein Ergebnis geschrieben: %1</translation>
        </message>
        <message>
            <source>the harness's result has no verdict</source>
            <translation>das Ergebnis des Harness hat kein Urteil</translation>
        </message>
        <message>
            <source>cannot create %1</source>
            <translation>kann %1 nicht anlegen</translation>
        </message>
        <message>
            <source>cannot copy the candidate %1 to %2</source>
            <translation>kann den Kandidaten %1 nicht nach %2 kopieren</translation>
        </message>
        <message>
            <source>the profile name '%1' is not 1-64 letters, digits, '.', '_' or '-'</source>
            <translation>der Profilname '%1' besteht nicht aus 1-64 Buchstaben, Ziffern, '.', '_' oder '-'</translation>
        </message>
        <message>
            <source>profile %1: unknown kind '%2' (known: %3)</source>
            <translation>Profil %1: unbekannte Art '%2' (bekannt: %3)</translation>
        </message>
        <message>
            <source>profile %1: an ssh runner needs a host</source>
            <translation>Profil %1: ein ssh-Runner braucht einen Host</translation>
        </message>
        <message>
            <source>profile %1: the timeout must be positive</source>
            <translation>Profil %1: das Zeitlimit muss positiv sein</translation>
        </message>
        <message>
            <source>profile %1: a host or folder may not start with '-'</source>
            <translation>Profil %1: ein Host oder Ordner darf nicht mit '-' beginnen</translation>
        </message>
        <message>
            <source>cannot copy %1 to %2</source>
            <translation>kann %1 nicht nach %2 kopieren</translation>
        </message>
        <message>
            <source>tar failed: %1</source>
            <translation>tar fehlgeschlagen: %1</translation>
        </message>
        <message>
            <source>cannot write %1</source>
            <translation>kann %1 nicht schreiben</translation>
        </message>
        <message>
            <source>%1: not a readable .tar.gz archive: %2</source>
            <translation>%1: kein lesbares .tar.gz-Archiv: %2</translation>
        </message>
        <message>
            <source>%1: refused: the member '%2' is not a result file</source>
            <translation>%1: abgelehnt: der Eintrag '%2' ist keine Ergebnisdatei</translation>
        </message>
        <message>
            <source>%1 is not empty</source>
            <translation>%1 ist nicht leer</translation>
        </message>
        <message>
            <source>%1: no manifest.json (not a Lowerscope bundle or results archive)</source>
            <translation>%1: keine manifest.json (kein Lowerscope-Bundle oder Ergebnisarchiv)</translation>
        </message>
        <message>
            <source>%1: manifest.json is not a format-1 bundle manifest</source>
            <translation>%1: manifest.json ist kein Bundle-Manifest im Format 1</translation>
        </message>
        <message>
            <source>%1: manifest.json: the request id '%2' is not valid</source>
            <translation>%1: manifest.json: die Anfrage-ID '%2' ist ungültig</translation>
        </message>
        <message>
            <source>the archive holds no result for this request (it did not run)</source>
            <translation>das Archiv enthält kein Ergebnis für diese Anfrage (sie lief nicht)</translation>
        </message>
        <message>
            <source>%1: manifest.json names no valid batch id</source>
            <translation>%1: manifest.json nennt keine gültige Batch-ID</translation>
        </message>
        <message>
            <source>no partition '%1'</source>
            <translation>keine Partition '%1'</translation>
        </message>
        <message>
            <source>the shared folder does not exist</source>
            <translation>der gemeinsame Ordner existiert nicht</translation>
        </message>
        <message>
            <source>profile %1 is an offline profile: export a bundle (lowerscope bundle export) and import its results later</source>
            <translation>Profil %1 ist ein Offline-Profil: ein Bundle exportieren (lowerscope bundle export) und seine Ergebnisse später importieren</translation>
        </message>
        <message>
            <source>cannot start %1: %2</source>
            <translation>kann %1 nicht starten: %2</translation>
        </message>
        <message>
            <source>%1 did not answer within %2 s</source>
            <translation>%1 hat nicht innerhalb von %2 s geantwortet</translation>
        </message>
        <message>
            <source>sbatch failed: %1</source>
            <translation>sbatch fehlgeschlagen: %1</translation>
        </message>
        <message>
            <source>submitted job array %1 (%2 requests)</source>
            <translation>Job-Array %1 eingereicht (%2 Anfragen)</translation>
        </message>
        <message>
            <source>squeue did not answer; trying again</source>
            <translation>squeue hat nicht geantwortet; neuer Versuch</translation>
        </message>
        <message>
            <source>%1: Slurm can never start it (%2); cancelled</source>
            <translation>%1: Slurm kann ihn nie starten (%2); abgebrochen</translation>
        </message>
        <message>
            <source>Slurm no longer knows job %1_%2</source>
            <translation>Slurm kennt den Job %1_%2 nicht mehr</translation>
        </message>
        <message>
            <source>killed by Slurm at its time limit (--time=%1)</source>
            <translation>von Slurm an seinem Zeitlimit beendet (--time=%1)</translation>
        </message>
        <message>
            <source>Slurm ended the job: %1</source>
            <translation>Slurm hat den Job beendet: %1</translation>
        </message>
        <message>
            <source>scancel failed: %1</source>
            <translation>scancel fehlgeschlagen: %1</translation>
        </message>
        <message>
            <source>the ssh session did not end within %1 s</source>
            <translation>die ssh-Sitzung endete nicht innerhalb von %1 s</translation>
        </message>
        <message>
            <source>preparing the remote folder</source>
            <translation>bereite den entfernten Ordner vor</translation>
        </message>
        <message>
            <source>copying the bundle</source>
            <translation>kopiere das Bundle</translation>
        </message>
        <message>
            <source>running on %1</source>
            <translation>läuft auf %1</translation>
        </message>
        <message>
            <source>copying the results back</source>
            <translation>kopiere die Ergebnisse zurück</translation>
        </message>
        <message>
            <source>%1 failed (exit code %2) on %3%4</source>
            <translation>%1 fehlgeschlagen (Exit-Code %2) auf %3%4</translation>
        </message>
        <message>
            <source>%1 holds the results of batch %2, not %3</source>
            <translation>%1 enthält die Ergebnisse von Batch %2, nicht %3</translation>
        </message>
        <message>
            <source>no result came back from %1</source>
            <translation>von %1 kam kein Ergebnis zurück</translation>
        </message>
        <message>
            <source>%1: no such file</source>
            <translation>%1: keine solche Datei</translation>
        </message>
        <message>
            <source>%1: refused: %2 bytes, larger than the %3 bytes a results archive may have</source>
            <translation>%1: abgelehnt: %2 Bytes, größer als die %3 Bytes, die ein Ergebnisarchiv haben darf</translation>
        </message>
        <message>
            <source>%1: refused: %2 members, more than the %3 a results archive may have</source>
            <translation>%1: abgelehnt: %2 Einträge, mehr als die %3, die ein Ergebnisarchiv haben darf</translation>
        </message>
        <message>
            <source>%1: refused: the member '%2' is %3 bytes unpacked, more than the %4 bytes one result file may have</source>
            <translation>%1: abgelehnt: der Eintrag '%2' hat entpackt %3 Bytes, mehr als die %4 Bytes, die eine Ergebnisdatei haben darf</translation>
        </message>
        <message>
            <source>%1: refused: its members unpack to more than the %2 bytes a results archive may hold</source>
            <translation>%1: abgelehnt: seine Einträge ergeben entpackt mehr als die %2 Bytes, die ein Ergebnisarchiv enthalten darf</translation>
        </message>
        <message>
            <source>%1: refused: more than %2 files and folders</source>
            <translation>%1: abgelehnt: mehr als %2 Dateien und Ordner</translation>
        </message>
        <message>
            <source>%1: refused: not a regular file or folder (a link, FIFO, socket or device)</source>
            <translation>%1: abgelehnt: weder eine reguläre Datei noch ein Ordner (ein Link, FIFO, Socket oder Gerät)</translation>
        </message>
        <message>
            <source>%1: refused: %2 bytes, more than the %3 bytes one result file may have</source>
            <translation>%1: abgelehnt: %2 Bytes, mehr als die %3 Bytes, die eine Ergebnisdatei haben darf</translation>
        </message>
        <message>
            <source>%1: refused: its files hold more than the %2 bytes a batch's results may</source>
            <translation>%1: abgelehnt: seine Dateien umfassen mehr als die %2 Bytes, die die Ergebnisse eines Batches umfassen dürfen</translation>
        </message>
        <message>
            <source>%1: manifest.json: %2 requests, more than the %3 a batch may have</source>
            <translation>%1: manifest.json: %2 Anfragen, mehr als die %3, die ein Batch haben darf</translation>
        </message>
        <message>
            <source>%1: manifest.json: the request %2 is listed twice</source>
            <translation>%1: manifest.json: die Anfrage %2 ist doppelt aufgeführt</translation>
        </message>
        <message>
            <source>the batch %1 was never exported from this workspace (%2)</source>
            <translation>der Batch %1 wurde nie aus diesem Arbeitsbereich exportiert (%2)</translation>
        </message>
        <message>
            <source>the batch %1 does not carry the nonce it was exported with (a forged or foreign archive)</source>
            <translation>der Batch %1 trägt nicht die nonce, mit der er exportiert wurde (ein gefälschtes oder fremdes Archiv)</translation>
        </message>
        <message>
            <source>%1: a second result for the same request</source>
            <translation>%1: ein zweites Ergebnis für dieselbe Anfrage</translation>
        </message>
        <message>
            <source>%1: no such request was exported in this batch</source>
            <translation>%1: eine solche Anfrage wurde in diesem Batch nicht exportiert</translation>
        </message>
        <message>
            <source>%1: superseded: the request was exported again in a later batch</source>
            <translation>%1: überholt: die Anfrage wurde in einem späteren Batch erneut exportiert</translation>
        </message>
        <message>
            <source>%1: the request is already finished</source>
            <translation>%1: die Anfrage ist bereits abgeschlossen</translation>
        </message>
        <message>
            <source>%1: the candidate that ran (sha256 %2) is not the one exported (%3)</source>
            <translation>%1: der ausgeführte Kandidat (sha256 %2) ist nicht der exportierte (%3)</translation>
        </message>
        <message>
            <source>%1: the result names no candidate sha256</source>
            <translation>%1: das Ergebnis nennt keinen sha256 des Kandidaten</translation>
        </message>
        <message>
            <source>%1: the result is for the task '%2', the request was for '%3'</source>
            <translation>%1: das Ergebnis gilt der Aufgabe '%2', die Anfrage galt '%3'</translation>
        </message>
        <message>
            <source>%1: the task's frozen hashes in the result differ from those exported (the task was changed)</source>
            <translation>%1: die eingefrorenen Hashes der Aufgabe im Ergebnis weichen von den exportierten ab (die Aufgabe wurde geändert)</translation>
        </message>
        <message>
            <source>(further reasons are not listed)</source>
            <translation>(weitere Gründe werden nicht aufgeführt)</translation>
        </message>
        <message>
            <source>results of batch %1 refused, nothing recorded:
  %2</source>
            <translation>Ergebnisse von Batch %1 abgelehnt, nichts aufgezeichnet:
  %2</translation>
        </message>
        <message>
            <source>%1: refused, nothing recorded:
  %2</source>
            <translation>%1: abgelehnt, nichts aufgezeichnet:
  %2</translation>
        </message>
        <message>
            <source>%1: the results kept in %2 are of another batch</source>
            <translation>%1: die in %2 aufbewahrten Ergebnisse gehören zu einem anderen Batch</translation>
        </message>
    </context>
    <context>
        <name>Seed</name>
        <message>
            <source>Atomic read-modify-write to global memory</source>
            <translation>Atomares Lesen-Ändern-Schreiben im globalen Speicher</translation>
        </message>
        <message>
            <source>Heavy cube/vector cross-core synchronisation</source>
            <translation>Starke Cube/Vector-Synchronisation zwischen Kernen</translation>
        </message>
        <message>
            <source>Cube waits on vector</source>
            <translation>Cube wartet auf Vector</translation>
        </message>
        <message>
            <source>Gather/scatter lowered element by element</source>
            <translation>Gather/Scatter elementweise abgesenkt</translation>
        </message>
        <message>
            <source>Grid far larger than the number of cores</source>
            <translation>Grid weit größer als die Zahl der Kerne</translation>
        </message>
        <message>
            <source>Integer compare on tensors falls back to scalar</source>
            <translation>Ganzzahlvergleich auf Tensoren fällt auf skalar zurück</translation>
        </message>
        <message>
            <source>int64 vector arithmetic falls back to scalar</source>
            <translation>int64-Vektorarithmetik fällt auf skalar zurück</translation>
        </message>
        <message>
            <source>Masked load pads with a vector fill before the copy</source>
            <translation>Maskiertes Laden füllt vor der Kopie mit einem Vektor-Fill auf</translation>
        </message>
        <message>
            <source>Modulo on tensors falls back to scalar</source>
            <translation>Modulo auf Tensoren fällt auf skalar zurück</translation>
        </message>
        <message>
            <source>MTE2 (GM to UB) bound</source>
            <translation>MTE2-gebunden (GM nach UB)</translation>
        </message>
        <message>
            <source>Loop without multi-buffering</source>
            <translation>Schleife ohne Mehrfachpufferung</translation>
        </message>
        <message>
            <source>Redundant where after a masked load</source>
            <translation>Überflüssiges where nach einem maskierten Laden</translation>
        </message>
        <message>
            <source>SCALAR pipe dominates the vector core</source>
            <translation>SCALAR-Pipe dominiert den Vector-Kern</translation>
        </message>
        <message>
            <source>Small DMA transfers per iteration</source>
            <translation>Kleine DMA-Übertragungen pro Iteration</translation>
        </message>
        <message>
            <source>Tail axis not aligned to 32 B</source>
            <translation>Letzte Achse nicht auf 32 B ausgerichtet</translation>
        </message>
        <message>
            <source>UB requirement above capacity</source>
            <translation>UB-Bedarf über der Kapazität</translation>
        </message>
        <message>
            <source>UB bank conflicts</source>
            <translation>UB-Bankkonflikte</translation>
        </message>
        <message>
            <source>Atomics on shared addresses</source>
            <translation>Atomare Operationen auf gemeinsamen Adressen</translation>
        </message>
        <message>
            <source>Load feeds consumers with different shared encodings</source>
            <translation>Ein Laden versorgt Verbraucher mit unterschiedlichen Shared-Kodierungen</translation>
        </message>
        <message>
            <source>Deprecated fp8e4b15 on Hopper</source>
            <translation>Veraltetes fp8e4b15 auf Hopper</translation>
        </message>
        <message>
            <source>fp32 dot with ieee precision takes the FMA path</source>
            <translation>fp32-Dot mit ieee-Genauigkeit nimmt den FMA-Pfad</translation>
        </message>
        <message>
            <source>64-bit index arithmetic</source>
            <translation>64-Bit-Indexarithmetik</translation>
        </message>
        <message>
            <source>Neither memory nor compute busy</source>
            <translation>Weder Speicher noch Rechenwerk ausgelastet</translation>
        </message>
        <message>
            <source>Launch configuration leaves SMs idle in the last wave</source>
            <translation>Startkonfiguration lässt SMs in der letzten Welle leer</translation>
        </message>
        <message>
            <source>Layout conversion through shared memory</source>
            <translation>Layout-Umwandlung über Shared Memory</translation>
        </message>
        <message>
            <source>Mask alignment limits vector width</source>
            <translation>Masken-Ausrichtung begrenzt die Vektorbreite</translation>
        </message>
        <message>
            <source>Memory-bound at a high share of DRAM bandwidth</source>
            <translation>Speichergebunden bei hohem Anteil der DRAM-Bandbreite</translation>
        </message>
        <message>
            <source>Pointer or stride without divisibility hint</source>
            <translation>Zeiger oder Stride ohne Teilbarkeitshinweis</translation>
        </message>
        <message>
            <source>MMA operand transposed on every copy into shared memory</source>
            <translation>MMA-Operand bei jeder Kopie in den Shared Memory transponiert</translation>
        </message>
        <message>
            <source>Dot not lowered to Hopper wgmma (MMA v3)</source>
            <translation>Dot nicht auf Hopper-wgmma (MMA v3) abgesenkt</translation>
        </message>
        <message>
            <source>Several passes re-read the same row from global memory</source>
            <translation>Mehrere Durchläufe lesen dieselbe Zeile erneut aus dem globalen Speicher</translation>
        </message>
        <message>
            <source>Row-major program order without L2 grouping</source>
            <translation>Zeilenweise Programmreihenfolge ohne L2-Gruppierung</translation>
        </message>
        <message>
            <source>Main loop loads are not software-pipelined</source>
            <translation>Ladevorgänge der Hauptschleife nicht software-gepipelinet</translation>
        </message>
        <message>
            <source>MMA operand transposed in registers</source>
            <translation>MMA-Operand in Registern transponiert</translation>
        </message>
        <message>
            <source>One program per element</source>
            <translation>Ein Programm pro Element</translation>
        </message>
        <message>
            <source>Pipelined load cannot use cp.async</source>
            <translation>Gepipelintes Laden kann cp.async nicht nutzen</translation>
        </message>
        <message>
            <source>Block reductions inside a loop (barrier per iteration)</source>
            <translation>Block-Reduktionen in einer Schleife (Barriere pro Iteration)</translation>
        </message>
        <message>
            <source>Too few warps for a wide reduction row</source>
            <translation>Zu wenige Warps für eine breite Reduktionszeile</translation>
        </message>
        <message>
            <source>Registers per thread limit occupancy</source>
            <translation>Register pro Thread begrenzen die Auslastung</translation>
        </message>
        <message>
            <source>Register spills to local memory</source>
            <translation>Register-Spills in den lokalen Speicher</translation>
        </message>
        <message>
            <source>Scalar loop over an axis</source>
            <translation>Skalare Schleife über eine Achse</translation>
        </message>
        <message>
            <source>One element per thread: BLOCK too small for num_warps</source>
            <translation>Ein Element pro Thread: BLOCK zu klein für num_warps</translation>
        </message>
        <message>
            <source>Shared-memory bank conflicts</source>
            <translation>Bankkonflikte im Shared Memory</translation>
        </message>
        <message>
            <source>Shared memory per CTA limits occupancy</source>
            <translation>Shared Memory pro CTA begrenzt die Auslastung</translation>
        </message>
        <message>
            <source>Fewer programs than SMs</source>
            <translation>Weniger Programme als SMs</translation>
        </message>
        <message>
            <source>Matmul tiles too small for Hopper tensor cores</source>
            <translation>Matmul-Kacheln zu klein für Hoppers Tensor Cores</translation>
        </message>
        <message>
            <source>Column-strided global load: one element per access</source>
            <translation>Spaltenweise gestrideter globaler Ladezugriff: ein Element pro Zugriff</translation>
        </message>
        <message>
            <source>Nsight: theoretical occupancy limited</source>
            <translation>Nsight: theoretische Auslastung begrenzt</translation>
        </message>
        <message>
            <source>Many programs each doing very little</source>
            <translation>Viele Programme, die jeweils sehr wenig tun</translation>
        </message>
        <message>
            <source>Rows start off the 16-byte access granule</source>
            <translation>Zeilen beginnen außerhalb des 16-Byte-Zugriffsrasters</translation>
        </message>
        <message>
            <source>Stores narrower than the data allows</source>
            <translation>Speichervorgänge schmaler als die Daten erlauben</translation>
        </message>
        <message>
            <source>Warp specialization failed (sm100)</source>
            <translation>Warp-Spezialisierung fehlgeschlagen (sm100)</translation>
        </message>
        <message>
            <source>Whole row in one block of next_power_of_2(n)</source>
            <translation>Ganze Zeile in einem Block von next_power_of_2(n)</translation>
        </message>
        <message>
            <source>Zero-filled output that the kernel overwrites whole</source>
            <translation>Mit Nullen gefüllte Ausgabe, die der Kernel ganz überschreibt</translation>
        </message>
        <message>
            <source>memory-bound</source>
            <translation>speichergebunden</translation>
        </message>
        <message>
            <source>compute-bound</source>
            <translation>rechengebunden</translation>
        </message>
        <message>
            <source>latency-bound</source>
            <translation>latenzgebunden</translation>
        </message>
        <message>
            <source>launch-bound</source>
            <translation>startgebunden</translation>
        </message>
        <message>
            <source>scalar-fallback</source>
            <translation>skalarer Rückfall</translation>
        </message>
        <message>
            <source>sync-overhead</source>
            <translation>Synchronisationsaufwand</translation>
        </message>
        <message>
            <source>associativity of the reduction</source>
            <translation>Assoziativität der Reduktion</translation>
        </message>
        <message>
            <source>Serialised global updates.</source>
            <translation>Serialisierte globale Aktualisierungen.</translation>
        </message>
        <message>
            <source>same results; workspace sizes valid</source>
            <translation>gleiche Ergebnisse; Workspace-Größen gültig</translation>
        </message>
        <message>
            <source>Cube waits on vector (or back); mix imbalance.</source>
            <translation>Cube wartet auf Vector (oder umgekehrt); unausgewogene Mischung.</translation>
        </message>
        <message>
            <source>same results</source>
            <translation>gleiche Ergebnisse</translation>
        </message>
        <message>
            <source>Cube WAIT_FLAG &gt; 50% and MMAD &lt; 5%.</source>
            <translation>Cube WAIT_FLAG &gt; 50 % und MMAD &lt; 5 %.</translation>
        </message>
        <message>
            <source>table fits UB</source>
            <translation>Tabelle passt in den UB</translation>
        </message>
        <message>
            <source>MTE2 many tiny transfers; scalar high.</source>
            <translation>MTE2 mit vielen winzigen Übertragungen; Skalaranteil hoch.</translation>
        </message>
        <message>
            <source>1-D grid</source>
            <translation>1-D-Grid</translation>
        </message>
        <message>
            <source>every element processed once</source>
            <translation>jedes Element einmal verarbeitet</translation>
        </message>
        <message>
            <source>Block Dim &gt;&gt; cores; many waves, launch overhead.</source>
            <translation>Block Dim &gt;&gt; Kerne; viele Wellen, Startaufwand.</translation>
        </message>
        <message>
            <source>values exactly representable in fp32 (&lt; 2^24)</source>
            <translation>Werte in fp32 exakt darstellbar (&lt; 2^24)</translation>
        </message>
        <message>
            <source>aiv_scalar_ratio high, aiv_vec_ratio low.</source>
            <translation>aiv_scalar_ratio hoch, aiv_vec_ratio niedrig.</translation>
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
            <translation>Füllwerte dürfen wirklich nicht verwendet werden</translation>
        </message>
        <message>
            <source>MTE2 waits on VECTOR; low MTE2/VECTOR overlap.</source>
            <translation>MTE2 wartet auf VECTOR; geringe Überlappung von MTE2 und VECTOR.</translation>
        </message>
        <message>
            <source>b &gt; 0</source>
            <translation>b &gt; 0</translation>
        </message>
        <message>
            <source>SCALAR pipe dominant.</source>
            <translation>SCALAR-Pipe dominiert.</translation>
        </message>
        <message>
            <source>MTE2 &gt; 80%.</source>
            <translation>MTE2 &gt; 80 %.</translation>
        </message>
        <message>
            <source>UB must hold two buffers</source>
            <translation>der UB muss zwei Puffer fassen</translation>
        </message>
        <message>
            <source>MTE2 and VECTOR do not overlap (D_NO_OVERLAP &lt; 5%); periodic bubbles.</source>
            <translation>MTE2 und VECTOR überlappen nicht (D_NO_OVERLAP &lt; 5 %); periodische Leerlaufblasen.</translation>
        </message>
        <message>
            <source>load uses other=0 with the same mask</source>
            <translation>das Laden nutzt other=0 mit derselben Maske</translation>
        </message>
        <message>
            <source>Extra vector ops (vsel/vcmp).</source>
            <translation>Zusätzliche Vektoroperationen (vsel/vcmp).</translation>
        </message>
        <message>
            <source>see the specific rewrite</source>
            <translation>siehe die jeweilige Umschreibung</translation>
        </message>
        <message>
            <source>Vector SCALAR &gt; 30%.</source>
            <translation>Vector SCALAR &gt; 30 %.</translation>
        </message>
        <message>
            <source>UB capacity</source>
            <translation>UB-Kapazität</translation>
        </message>
        <message>
            <source>MTE2 events per tile &gt; 20, single transfer &lt; 16 KB.</source>
            <translation>MTE2-Ereignisse pro Kachel &gt; 20, einzelne Übertragung &lt; 16 KB.</translation>
        </message>
        <message>
            <source>MTE inefficiency, UB waste from padding.</source>
            <translation>MTE ineffizient, UB-Verschwendung durch Auffüllen.</translation>
        </message>
        <message>
            <source>tiling covers the whole block</source>
            <translation>die Kachelung deckt den ganzen Block ab</translation>
        </message>
        <message>
            <source>Compile error "ub overflow, requires X bits while 1572864 bits available".</source>
            <translation>Kompilierfehler "ub overflow, requires X bits while 1572864 bits available".</translation>
        </message>
        <message>
            <source>aiv_vec_bank(group)_cflt_ratio &gt; 5%.</source>
            <translation>aiv_vec_bank(group)_cflt_ratio &gt; 5 %.</translation>
        </message>
        <message>
            <source>lg_throttle / membar stalls.</source>
            <translation>lg_throttle-/membar-Stalls.</translation>
        </message>
        <message>
            <source>Extra shared-memory traffic and conversions.</source>
            <translation>Zusätzlicher Shared-Memory-Verkehr und Umwandlungen.</translation>
        </message>
        <message>
            <source>accuracy of the new fp8 type</source>
            <translation>Genauigkeit des neuen fp8-Typs</translation>
        </message>
        <message>
            <source>Slow dot with fp8e4b15.</source>
            <translation>Langsamer Dot mit fp8e4b15.</translation>
        </message>
        <message>
            <source>tf32 accuracy must be acceptable (tf32x3 if not)</source>
            <translation>tf32-Genauigkeit muss akzeptabel sein (sonst tf32x3)</translation>
        </message>
        <message>
            <source>FMA-bound matmul; no tensor-core instructions.</source>
            <translation>FMA-gebundenes Matmul; keine Tensor-Core-Befehle.</translation>
        </message>
        <message>
            <source>numel &lt; 2^31 for every tensor indexed</source>
            <translation>numel &lt; 2^31 für jeden indizierten Tensor</translation>
        </message>
        <message>
            <source>64-bit divisions and remainders of index tensors (arith.divsi/remsi on i64 in the TTIR); extra integer instructions (mul.wide, 64-bit add chains).</source>
            <translation>64-Bit-Divisionen und -Reste von Indextensoren (arith.divsi/remsi auf i64 im TTIR); zusätzliche Ganzzahlbefehle (mul.wide, 64-Bit-Additionsketten).</translation>
        </message>
        <message>
            <source>check uncoalesced access first</source>
            <translation>zuerst nicht zusammengefasste Zugriffe prüfen</translation>
        </message>
        <message>
            <source>Both DRAM and SM throughput below 40% of peak.</source>
            <translation>DRAM- und SM-Durchsatz beide unter 40 % des Spitzenwerts.</translation>
        </message>
        <message>
            <source>every element still processed exactly once</source>
            <translation>jedes Element weiterhin genau einmal verarbeitet</translation>
        </message>
        <message>
            <source>Nsight LaunchConfiguration rule: partial last wave or too small grid.</source>
            <translation>Nsight-Regel LaunchConfiguration: unvollständige letzte Welle oder zu kleines Grid.</translation>
        </message>
        <message>
            <source>only worth changing when the conversion is inside the main loop</source>
            <translation>nur lohnend, wenn die Umwandlung in der Hauptschleife liegt</translation>
        </message>
        <message>
            <source>Shared-memory stores/loads and barriers around layout changes.</source>
            <translation>Shared-Memory-Speicher-/Ladezugriffe und Barrieren um Layoutwechsel.</translation>
        </message>
        <message>
            <source>tail elements still masked</source>
            <translation>Rest-Elemente weiterhin maskiert</translation>
        </message>
        <message>
            <source>Remark: origin vec &gt; 1 but final vec = 1.</source>
            <translation>Hinweis: origin vec &gt; 1, aber final vec = 1.</translation>
        </message>
        <message>
            <source>numerics of lower precision must be acceptable</source>
            <translation>die Numerik geringerer Genauigkeit muss akzeptabel sein</translation>
        </message>
        <message>
            <source>DRAM throughput above 70% of peak.</source>
            <translation>DRAM-Durchsatz über 70 % des Spitzenwerts.</translation>
        </message>
        <message>
            <source>the hints must be true for every launch</source>
            <translation>die Hinweise müssen für jeden Start zutreffen</translation>
        </message>
        <message>
            <source>vec = 1 loads although data is contiguous.</source>
            <translation>Ladezugriffe mit vec = 1, obwohl die Daten zusammenhängend sind.</translation>
        </message>
        <message>
            <source>the operand's storage order can change (a weight stored once, used many times), or the transpose is paid once outside the loop</source>
            <translation>die Speicherreihenfolge des Operanden kann sich ändern (ein Gewicht, einmal gespeichert, oft benutzt), oder die Transposition wird einmal außerhalb der Schleife bezahlt</translation>
        </message>
        <message>
            <source>ttg.local_alloc or async copy from a blocked layout into a shared layout of the other order; narrow cp.async or st.shared per element.</source>
            <translation>ttg.local_alloc oder asynchrone Kopie aus einem Blocked-Layout in ein Shared-Layout der anderen Reihenfolge; schmales cp.async oder st.shared pro Element.</translation>
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
            <translation>BLOCK_K &gt;= 256 / Bitbreite des Operanden</translation>
        </message>
        <message>
            <source>num_warps % 4 == 0</source>
            <translation>num_warps % 4 == 0</translation>
        </message>
        <message>
            <source>Low tensor-pipe utilisation on sm90; PTX uses mma.sync, not wgmma.mma_async.</source>
            <translation>Geringe Auslastung der Tensor-Pipe auf sm90; das PTX nutzt mma.sync, nicht wgmma.mma_async.</translation>
        </message>
        <message>
            <source>the row (or chunk) must fit in registers without spills</source>
            <translation>die Zeile (oder der Abschnitt) muss ohne Spills in die Register passen</translation>
        </message>
        <message>
            <source>numerics: online softmax rescales partial sums</source>
            <translation>Numerik: Online-Softmax skaliert Teilsummen neu</translation>
        </message>
        <message>
            <source>A row is loaded once per pass (max, sum, normalise): global traffic is a multiple of the data size.</source>
            <translation>Eine Zeile wird pro Durchlauf einmal geladen (Maximum, Summe, Normierung): der globale Verkehr ist ein Vielfaches der Datengröße.</translation>
        </message>
        <message>
            <source>mapping must still cover every tile exactly once</source>
            <translation>die Zuordnung muss weiterhin jede Kachel genau einmal abdecken</translation>
        </message>
        <message>
            <source>Low L2 hit rate for A/B tiles; DRAM bytes well above the ideal.</source>
            <translation>Niedrige L2-Trefferquote für A/B-Kacheln; DRAM-Bytes weit über dem Ideal.</translation>
        </message>
        <message>
            <source>shared memory for num_stages buffers must fit (metadata.shared &lt;= device maximum)</source>
            <translation>Shared Memory für num_stages Puffer muss passen (metadata.shared &lt;= Gerätemaximum)</translation>
        </message>
        <message>
            <source>loop must be innermost with no loop-carried distance &gt; 1</source>
            <translation>die Schleife muss die innerste sein, ohne schleifenübergreifende Abhängigkeit mit Abstand &gt; 1</translation>
        </message>
        <message>
            <source>Long-scoreboard stalls in the K loop; no cp.async or TMA in PTX.</source>
            <translation>Long-Scoreboard-Stalls in der K-Schleife; kein cp.async oder TMA im PTX.</translation>
        </message>
        <message>
            <source>the producer of the operand can change its layout</source>
            <translation>der Erzeuger des Operanden kann sein Layout ändern</translation>
        </message>
        <message>
            <source>Pipelined load of the operand disabled.</source>
            <translation>Gepipelintes Laden des Operanden abgeschaltet.</translation>
        </message>
        <message>
            <source>output identical</source>
            <translation>Ausgabe identisch</translation>
        </message>
        <message>
            <source>The grid has one program per element and the kernel has no tl.arange.</source>
            <translation>Das Grid hat ein Programm pro Element und der Kernel kein tl.arange.</translation>
        </message>
        <message>
            <source>loads still masked correctly</source>
            <translation>Ladezugriffe weiterhin korrekt maskiert</translation>
        </message>
        <message>
            <source>Severe slowdown in the pipelined loop.</source>
            <translation>Starke Verlangsamung in der gepipelinten Schleife.</translation>
        </message>
        <message>
            <source>floating-point reassociation must be acceptable</source>
            <translation>die Umordnung der Gleitkommarechnung muss akzeptabel sein</translation>
        </message>
        <message>
            <source>Barrier stalls; bar.sync and shared-memory traffic each iteration.</source>
            <translation>Barrieren-Stalls; bar.sync und Shared-Memory-Verkehr in jeder Iteration.</translation>
        </message>
        <message>
            <source>num_warps * 32 &lt;= 1024</source>
            <translation>num_warps * 32 &lt;= 1024</translation>
        </message>
        <message>
            <source>Low issue utilisation or spills on wide rows.</source>
            <translation>Geringe Ausgabeauslastung oder Spills bei breiten Zeilen.</translation>
        </message>
        <message>
            <source>no new spills (n_spills stays 0)</source>
            <translation>keine neuen Spills (n_spills bleibt 0)</translation>
        </message>
        <message>
            <source>Few resident warps; latency not hidden.</source>
            <translation>Wenige residente Warps; Latenz nicht verborgen.</translation>
        </message>
        <message>
            <source>n_spills must become 0 without a slower schedule</source>
            <translation>n_spills muss ohne langsameren Ablauf 0 werden</translation>
        </message>
        <message>
            <source>Local-memory traffic; long-scoreboard stalls.</source>
            <translation>Verkehr im lokalen Speicher; Long-Scoreboard-Stalls.</translation>
        </message>
        <message>
            <source>A for loop over an axis with tl.load(ptr + i) of one element per iteration.</source>
            <translation>Eine for-Schleife über eine Achse mit tl.load(ptr + i) von einem Element pro Iteration.</translation>
        </message>
        <message>
            <source>BLOCK / (num_warps * 32) &gt;= 4 for fp32 (&gt;= 8 for fp16)</source>
            <translation>BLOCK / (num_warps * 32) &gt;= 4 für fp32 (&gt;= 8 für fp16)</translation>
        </message>
        <message>
            <source>masking must still cover the tail</source>
            <translation>die Maskierung muss weiterhin den Rest abdecken</translation>
        </message>
        <message>
            <source>Scalar ld.global.b32 although the data is contiguous; low bytes per request.</source>
            <translation>Skalares ld.global.b32, obwohl die Daten zusammenhängend sind; wenige Bytes pro Anfrage.</translation>
        </message>
        <message>
            <source>results unchanged</source>
            <translation>Ergebnisse unverändert</translation>
        </message>
        <message>
            <source>Many shared-memory wavefronts per request.</source>
            <translation>Viele Shared-Memory-Wavefronts pro Anfrage.</translation>
        </message>
        <message>
            <source>metadata.shared &lt;= device maximum</source>
            <translation>metadata.shared &lt;= Gerätemaximum</translation>
        </message>
        <message>
            <source>One or two CTAs per SM.</source>
            <translation>Ein oder zwei CTAs pro SM.</translation>
        </message>
        <message>
            <source>reduction order for split-K</source>
            <translation>Reduktionsreihenfolge bei Split-K</translation>
        </message>
        <message>
            <source>Fewer blocks than SMs: the other SMs idle.</source>
            <translation>Weniger Blöcke als SMs: die übrigen SMs sind leer.</translation>
        </message>
        <message>
            <source>tiles must divide or be masked against M, N, K</source>
            <translation>Kacheln müssen M, N, K teilen oder dagegen maskiert sein</translation>
        </message>
        <message>
            <source>shared memory of the stages must fit</source>
            <translation>der Shared Memory der Stufen muss passen</translation>
        </message>
        <message>
            <source>Low arithmetic intensity per CTA; many CTAs each doing tiny dots.</source>
            <translation>Geringe arithmetische Intensität pro CTA; viele CTAs mit jeweils winzigen Dots.</translation>
        </message>
        <message>
            <source>the innermost (fastest) index of each load must follow the contiguous axis of its tensor</source>
            <translation>der innerste (schnellste) Index jedes Ladezugriffs muss der zusammenhängenden Achse seines Tensors folgen</translation>
        </message>
        <message>
            <source>results must be bit-identical: only the access order changes</source>
            <translation>Ergebnisse müssen bitidentisch sein: nur die Zugriffsreihenfolge ändert sich</translation>
        </message>
        <message>
            <source>Global loads move one 32-bit element per thread; Nsight reports excessive sectors per request.</source>
            <translation>Globale Ladezugriffe bewegen ein 32-Bit-Element pro Thread; Nsight meldet zu viele Sektoren pro Anfrage.</translation>
        </message>
        <message>
            <source>correctness unaffected; only launch parameters change</source>
            <translation>Korrektheit unberührt; nur Startparameter ändern sich</translation>
        </message>
        <message>
            <source>Nsight Compute TheoreticalOccupancy rule fired.</source>
            <translation>Die Nsight-Compute-Regel TheoreticalOccupancy hat angeschlagen.</translation>
        </message>
        <message>
            <source>masking covers the tail</source>
            <translation>die Maskierung deckt den Rest ab</translation>
        </message>
        <message>
            <source>Launch and scheduling overhead dominate.</source>
            <translation>Start- und Scheduling-Aufwand dominieren.</translation>
        </message>
        <message>
            <source>pad the row length (tail axis) of the storage to a multiple of 16 bytes, or pass rows that start on 16-byte boundaries; the padding must not change the result (masked out, or filled with a neutral value)</source>
            <translation>die Zeilenlänge (letzte Achse) des Speichers auf ein Vielfaches von 16 Bytes auffüllen oder Zeilen übergeben, die an 16-Byte-Grenzen beginnen; das Auffüllen darf das Ergebnis nicht ändern (ausmaskiert oder mit einem neutralen Wert gefüllt)</translation>
        </message>
        <message>
            <source>Scalar ld.global/st.global on contiguous rows; the row stride argument lacks tt.divisibility = 16.</source>
            <translation>Skalares ld.global/st.global auf zusammenhängenden Zeilen; dem Zeilen-Stride-Argument fehlt tt.divisibility = 16.</translation>
        </message>
        <message>
            <source>Global stores of 32 or 64 bits where each thread holds more contiguous elements; the compiler remark says the store vector width fell to 1.</source>
            <translation>Globale Speicherzugriffe mit 32 oder 64 Bit, obwohl jeder Thread mehr zusammenhängende Elemente hält; der Compilerhinweis sagt, die Vektorbreite des Speicherns fiel auf 1.</translation>
        </message>
        <message>
            <source>Tensor utilisation lower than expected on Blackwell.</source>
            <translation>Tensor-Auslastung auf Blackwell niedriger als erwartet.</translation>
        </message>
        <message>
            <source>n_spills stays 0 for the largest case</source>
            <translation>n_spills bleibt beim größten Fall 0</translation>
        </message>
        <message>
            <source>Fine for moderate rows; for very wide rows register pressure and spills grow with BLOCK.</source>
            <translation>Gut für mäßig breite Zeilen; bei sehr breiten Zeilen wachsen Registerdruck und Spills mit BLOCK.</translation>
        </message>
        <message>
            <source>every element of the output is stored by the kernel: an unconditional tl.store whose mask is only offsets &lt; n, over a grid that covers n</source>
            <translation>jedes Element der Ausgabe wird vom Kernel gespeichert: ein unbedingtes tl.store, dessen Maske nur offsets &lt; n ist, über ein Grid, das n abdeckt</translation>
        </message>
        <message>
            <source>nothing reads the zeros: no tl.load or atomic of the output, no accumulation into it, no other use in the wrapper</source>
            <translation>nichts liest die Nullen: kein tl.load oder Atomic auf der Ausgabe, keine Akkumulation in sie, keine andere Verwendung im Wrapper</translation>
        </message>
        <message>
            <source>A fill kernel before the operator's kernel; the output's bytes written twice.</source>
            <translation>Ein Füll-Kernel vor dem Kernel des Operators; die Bytes der Ausgabe werden zweimal geschrieben.</translation>
        </message>
    </context>
    <context>
        <name>Settings</name>
        <message>
            <source>the name '%1' is not 1-64 letters, digits, '.', '_' or '-'</source>
            <translation>der Name '%1' besteht nicht aus 1-64 Buchstaben, Ziffern, '.', '_' oder '-'</translation>
        </message>
        <message>
            <source>cannot write the settings file %1</source>
            <translation>kann die Einstellungsdatei %1 nicht schreiben</translation>
        </message>
    </context>
    <context>
        <name>Store</name>
        <message>
            <source>the database is not open</source>
            <translation>die Datenbank ist nicht geöffnet</translation>
        </message>
        <message>
            <source>%1 is busy: another process has held its write lock for more than five seconds; nothing was written</source>
            <translation>%1 ist belegt: ein anderer Prozess hält seit mehr als fünf Sekunden die Schreibsperre; nichts wurde geschrieben</translation>
        </message>
        <message>
            <source>%1: cannot start a transaction: %2</source>
            <translation>%1: kann keine Transaktion beginnen: %2</translation>
        </message>
        <message>
            <source>no transaction to commit</source>
            <translation>keine Transaktion zum Festschreiben</translation>
        </message>
    </context>
    <context>
        <name>Tasks</name>
        <message>
            <source>cannot create a temporary folder for the harness: %1</source>
            <translation>kann keinen temporären Ordner für das Harness anlegen: %1</translation>
        </message>
        <message>
            <source>cannot write %1</source>
            <translation>kann %1 nicht schreiben</translation>
        </message>
        <message>
            <source>cannot start %1 (the harness needs python3; set LOWERSCOPE_PYTHON): %2</source>
            <translation>kann %1 nicht starten (das Harness braucht python3; LOWERSCOPE_PYTHON setzen): %2</translation>
        </message>
        <message>
            <source>the harness did not finish within %1 s</source>
            <translation>das Harness wurde nicht innerhalb von %1 s fertig</translation>
        </message>
        <message>
            <source>unreadable harness output: %1</source>
            <translation>unlesbare Ausgabe des Harness: %1</translation>
        </message>
        <message>
            <source>the harness failed (exit code %1)</source>
            <translation>das Harness ist fehlgeschlagen (Exit-Code %1)</translation>
        </message>
        <message>
            <source>unknown backend '%1' (known: %2)</source>
            <translation>unbekanntes Backend '%1' (bekannt: %2)</translation>
        </message>
        <message>
            <source>%1: cannot write (%2)</source>
            <translation>%1: kann nicht schreiben (%2)</translation>
        </message>
        <message>
            <source>shape %1 of %2 scaled x%3</source>
            <translation>Form %1 aus %2, skaliert x%3</translation>
        </message>
        <message>
            <source>shape %1 of %2</source>
            <translation>Form %1 aus %2</translation>
        </message>
        <message>
            <source>cannot read the operator file: %1</source>
            <translation>kann die Operator-Datei nicht lesen: %1</translation>
        </message>
        <message>
            <source>cannot read the perf file: %1</source>
            <translation>kann die Perf-Datei nicht lesen: %1</translation>
        </message>
        <message>
            <source>the test is vacuous: %1</source>
            <translation>der Test prüft nichts: %1</translation>
        </message>
        <message>
            <source>a task needs five cases, and they come from the perf file: give PERF_FILE</source>
            <translation>eine Aufgabe braucht fünf Fälle, und die kommen aus der Perf-Datei: PERF_FILE angeben</translation>
        </message>
        <message>
            <source>cannot record the hashes: %1</source>
            <translation>kann die Hashes nicht festhalten: %1</translation>
        </message>
        <message>
            <source>the name '%1' is a folder, not a name</source>
            <translation>der Name '%1' ist ein Ordner, kein Name</translation>
        </message>
        <message>
            <source>the name '%1' is not 1-%2 letters, digits, '_', '-' or '.' (no '/' or other separators)</source>
            <translation>der Name '%1' besteht nicht aus 1-%2 Buchstaben, Ziffern, '_', '-' oder '.' (kein '/' oder andere Trennzeichen)</translation>
        </message>
        <message>
            <source>%1: missing</source>
            <translation>%1: fehlt</translation>
        </message>
        <message>
            <source>%1: resolves to %2, outside the folder %3 (a task names only its own files)</source>
            <translation>%1: verweist auf %2, außerhalb des Ordners %3 (eine Aufgabe nennt nur ihre eigenen Dateien)</translation>
        </message>
        <message>
            <source>%1: not a file</source>
            <translation>%1: keine Datei</translation>
        </message>
        <message>
            <source>%1 more problems are not listed</source>
            <translation>weitere %1 Probleme werden nicht aufgeführt</translation>
        </message>
        <message>
            <source>%1: not a JSON object (%2)</source>
            <translation>%1: kein JSON-Objekt (%2)</translation>
        </message>
        <message>
            <source>task '%1': its initial kernel failed calibration: %2</source>
            <translation>Aufgabe '%1': ihr Anfangskernel ist bei der Kalibrierung gescheitert: %2</translation>
        </message>
        <message>
            <source>task '%1' was imported and never calibrated: the arguments it writes and the cases it can run were read from its files, not observed (lowerscope tasks calibrate %2 --runner PROFILE)</source>
            <translation>Aufgabe '%1' wurde importiert und nie kalibriert: die Argumente, die sie schreibt, und die Fälle, die sie ausführen kann, wurden aus ihren Dateien gelesen, nicht beobachtet (lowerscope tasks calibrate %2 --runner PROFILE)</translation>
        </message>
        <message>
            <source>task '%1': unknown calibration status '%2'</source>
            <translation>Aufgabe '%1': unbekannter Kalibrierungsstatus '%2'</translation>
        </message>
        <message>
            <source>%1: calibration result refused: %2</source>
            <translation>%1: Kalibrierungsergebnis abgelehnt: %2</translation>
        </message>
        <message>
            <source>it is not a calibration result</source>
            <translation>es ist kein Kalibrierungsergebnis</translation>
        </message>
        <message>
            <source>it is for the task '%1'</source>
            <translation>es gehört zur Aufgabe '%1'</translation>
        </message>
        <message>
            <source>the task's frozen hashes differ from those it ran with (the task changed since)</source>
            <translation>die eingefrorenen Hashes der Aufgabe weichen von denen ab, mit denen es lief (die Aufgabe hat sich seitdem geändert)</translation>
        </message>
        <message>
            <source>%1 slotList for %2 cases</source>
            <translation>%1 slotList für %2 Fälle</translation>
        </message>
        <message>
            <source>slot %1 is out of order</source>
            <translation>Slot %1 steht außer der Reihe</translation>
        </message>
        <message>
            <source>slot %1 names alternate %2, which the task does not have</source>
            <translation>Slot %1 nennt die Alternative %2, die die Aufgabe nicht hat</translation>
        </message>
        <message>
            <source>alternate %1 is used twice</source>
            <translation>Alternative %1 wird zweimal verwendet</translation>
        </message>
        <message>
            <source>slot %1 takes alternate %2, which is not smaller than the case it replaces</source>
            <translation>Slot %1 nimmt die Alternative %2, die nicht kleiner ist als der Fall, den sie ersetzt</translation>
        </message>
        <message>
            <source>slot %1 was replaced without a reason</source>
            <translation>Slot %1 wurde ohne Grund ersetzt</translation>
        </message>
        <message>
            <source>case %1 (%2) replaced by %3: %4</source>
            <translation>Fall %1 (%2) ersetzt durch %3: %4</translation>
        </message>
        <message>
            <source>case %1 (%2): %3</source>
            <translation>Fall %1 (%2): %3</translation>
        </message>
        <message>
            <source>not run</source>
            <translation>nicht ausgeführt</translation>
        </message>
        <message>
            <source>slot %1: %2 roles for %3 arguments</source>
            <translation>Slot %1: %2 Rollen für %3 Argumente</translation>
        </message>
        <message>
            <source>slot %1: a role for the scalar argument %2</source>
            <translation>Slot %1: eine Rolle für das skalare Argument %2</translation>
        </message>
        <message>
            <source>slot %1: argument %2 has the role '%3'</source>
            <translation>Slot %1: Argument %2 hat die Rolle '%3'</translation>
        </message>
        <message>
            <source>case %1: argument %2 is %3, not %4 (observed)</source>
            <translation>Fall %1: Argument %2 ist %3, nicht %4 (beobachtet)</translation>
        </message>
        <message>
            <source>slot %1: outputs '%2'</source>
            <translation>Slot %1: outputs '%2'</translation>
        </message>
        <message>
            <source>case %1: %2 bytes counted, but its tensors move at least %3 (each input read once, each output written once): the case uses %3</source>
            <translation>Fall %1: %2 Bytes gezählt, aber seine Tensoren bewegen mindestens %3 (jede Eingabe einmal gelesen, jede Ausgabe einmal geschrieben): der Fall verwendet %3</translation>
        </message>
        <message>
            <source>its status '%1' disagrees with its cases</source>
            <translation>sein Status '%1' passt nicht zu seinen Fällen</translation>
        </message>
        <message>
            <source>%1: cannot record the hashes: %2</source>
            <translation>%1: kann die Hashes nicht festhalten: %2</translation>
        </message>
    </context>
    <context>
        <name>Trajectory</name>
        <message>
            <source>%1: cannot read the IR of %2</source>
            <translation>%1: die IR von %2 kann nicht gelesen werden</translation>
        </message>
        <message>
            <source>the kernel's Python source is not in this folder</source>
            <translation>der Python-Quelltext des Kernels liegt nicht in diesem Ordner</translation>
        </message>
        <message>
            <source>more than 100000 files; the rest were not read</source>
            <translation>mehr als 100000 Dateien; der Rest wurde nicht gelesen</translation>
        </message>
        <message>
            <source>cannot be read: %1</source>
            <translation>kann nicht gelesen werden: %1</translation>
        </message>
        <message>
            <source>%1 bytes: larger than the %2 bytes a trajectory file may have; skipped</source>
            <translation>%1 Bytes: größer als die %2 Bytes, die eine Trajektoriendatei haben darf; übersprungen</translation>
        </message>
        <message>
            <source>gzip: %1; read what could be inflated</source>
            <translation>gzip: %1; gelesen, was sich entpacken ließ</translation>
        </message>
        <message>
            <source>no such file or folder</source>
            <translation>keine solche Datei und kein solcher Ordner</translation>
        </message>
        <message>
            <source>not a JSON object: %1</source>
            <translation>kein JSON-Objekt: %1</translation>
        </message>
        <message>
            <source>compilation event without metadata.name</source>
            <translation>compilation-Ereignis ohne metadata.name</translation>
        </message>
        <message>
            <source>gzip: inflates to more than %1 bytes (%2 times its %3 compressed bytes); skipped</source>
            <translation>gzip: entpackt mehr als %1 Bytes (das %2-Fache seiner %3 komprimierten Bytes); übersprungen</translation>
        </message>
        <message>
            <source>zlib init failed</source>
            <translation>zlib-Initialisierung fehlgeschlagen</translation>
        </message>
        <message>
            <source>gzip stream ends early</source>
            <translation>gzip-Datenstrom endet vorzeitig</translation>
        </message>
        <message>
            <source>corrupt gzip data</source>
            <translation>beschädigte gzip-Daten</translation>
        </message>
        <message>
            <source>gzip data larger than %1 bytes</source>
            <translation>gzip-Daten größer als %1 Bytes</translation>
        </message>
    </context>
    <context>
        <name>UserFile</name>
        <message>
            <source>a directory</source>
            <translation>ein Verzeichnis</translation>
        </message>
        <message>
            <source>a FIFO</source>
            <translation>ein FIFO</translation>
        </message>
        <message>
            <source>a device</source>
            <translation>ein Gerät</translation>
        </message>
        <message>
            <source>a socket</source>
            <translation>ein Socket</translation>
        </message>
        <message>
            <source>a special file</source>
            <translation>eine Spezialdatei</translation>
        </message>
        <message>
            <source>%1: not a regular file (%2)</source>
            <translation>%1: keine reguläre Datei (%2)</translation>
        </message>
        <message>
            <source>%1: cannot read: %2</source>
            <translation>%1: kann nicht gelesen werden: %2</translation>
        </message>
        <message>
            <source>%1: %2 bytes: larger than the %3 bytes this file may have</source>
            <translation>%1: %2 Bytes: größer als die %3 Bytes, die diese Datei haben darf</translation>
        </message>
        <message>
            <source>%1: larger than the %2 bytes this file may have</source>
            <translation>%1: größer als die %2 Bytes, die diese Datei haben darf</translation>
        </message>
    </context>
    <context>
        <name>Workspace</name>
        <message>
            <source>%1 is not a Lowerscope workspace (SQLite application id %2)</source>
            <translation>%1 ist kein Lowerscope-Arbeitsbereich (SQLite-Anwendungskennung %2)</translation>
        </message>
        <message>
            <source>%1 was written by a newer Lowerscope (schema version %2; this build reads up to %3); open it with that version or use another --workspace</source>
            <translation>%1 wurde von einem neueren Lowerscope geschrieben (Schemaversion %2; dieser Build liest bis %3); mit jener Version öffnen oder einen anderen --workspace verwenden</translation>
        </message>
        <message>
            <source>%1: cannot upgrade the workspace to schema version %2: %3</source>
            <translation>%1: Arbeitsbereich kann nicht auf Schemaversion %2 aktualisiert werden: %3</translation>
        </message>
        <message>
            <source>%1: no workspace here (nothing recorded yet)</source>
            <translation>%1: hier ist kein Arbeitsbereich (noch nichts aufgezeichnet)</translation>
        </message>
        <message>
            <source>%1: cannot create the workspace folder</source>
            <translation>%1: Arbeitsbereichsordner kann nicht angelegt werden</translation>
        </message>
        <message>
            <source>%1: cannot open: %2</source>
            <translation>%1: kann nicht geöffnet werden: %2</translation>
        </message>
        <message>
            <source>no round %1 in this workspace</source>
            <translation>keine Runde %1 in diesem Arbeitsbereich</translation>
        </message>
        <message>
            <source>no pattern proposal %1 in this workspace</source>
            <translation>kein Mustervorschlag %1 in diesem Arbeitsbereich</translation>
        </message>
        <message>
            <source>a proposal can only be approved or rejected, not '%1'</source>
            <translation>ein Vorschlag kann nur angenommen oder abgelehnt werden, nicht '%1'</translation>
        </message>
        <message>
            <source>proposal %1 was already %2 on %3</source>
            <translation>Vorschlag %1 wurde bereits am %3 %2</translation>
        </message>
        <message>
            <source>%1.%2: expected %3</source>
            <translation>%1.%2: erwartet wurde %3</translation>
        </message>
        <message>
            <source>%1: expected {"name", "source" or "path"}</source>
            <translation>%1: erwartet wurde {"name", "source" oder "path"}</translation>
        </message>
        <message>
            <source>%1:%2: not valid JSON: %3</source>
            <translation>%1:%2: kein gültiges JSON: %3</translation>
        </message>
        <message>
            <source>%1: expected a round object</source>
            <translation>%1: erwartet wurde ein Rundenobjekt</translation>
        </message>
        <message>
            <source>%1: no rounds in this file</source>
            <translation>%1: keine Runden in dieser Datei</translation>
        </message>
        <message>
            <source>%1: %2 must be one of %3, not '%4'</source>
            <translation>%1: %2 muss eines von %3 sein, nicht '%4'</translation>
        </message>
        <message>
            <source>%1: a round is done exactly when it has an outcome</source>
            <translation>%1: eine Runde ist genau dann abgeschlossen, wenn sie ein Ergebnis hat</translation>
        </message>
        <message>
            <source>%1: operator %2 was recorded for backend %3, not %4</source>
            <translation>%1: Operator %2 wurde für Backend %3 aufgezeichnet, nicht für %4</translation>
        </message>
        <message>
            <source>%1: operator %2 already has a different initial kernel; nothing was changed</source>
            <translation>%1: Operator %2 hat bereits einen anderen Ausgangskernel; nichts wurde geändert</translation>
        </message>
        <message>
            <source>%1: case %2 of %3 was recorded with other baseline values; nothing was changed</source>
            <translation>%1: Fall %2 von %3 wurde mit anderen Ausgangswerten aufgezeichnet; nichts wurde geändert</translation>
        </message>
        <message>
            <source>operator %1 has no case %2 (declare it under "cases" first)</source>
            <translation>Operator %1 hat keinen Fall %2 (zuerst unter "cases" angeben)</translation>
        </message>
        <message>
            <source>case %1 already has a different validation result; nothing was changed</source>
            <translation>Fall %1 hat bereits ein anderes Validierungsergebnis; nichts wurde geändert</translation>
        </message>
        <message>
            <source>%1: "operator" is missing</source>
            <translation>%1: "operator" fehlt</translation>
        </message>
        <message>
            <source>%1: round %2 of %3 exists and is done (%4); a done round is never changed</source>
            <translation>%1: Runde %2 von %3 existiert und ist abgeschlossen (%4); eine abgeschlossene Runde wird nie geändert</translation>
        </message>
        <message>
            <source>%1: round %2 of %3 exists and is unfinished (%4); continue it with `lowerscope rounds resume`</source>
            <translation>%1: Runde %2 von %3 existiert und ist unvollendet (%4); mit `lowerscope rounds resume` fortsetzen</translation>
        </message>
        <message>
            <source>the round already has a different %1; nothing was changed</source>
            <translation>die Runde hat bereits einen anderen Wert für %1; nichts wurde geändert</translation>
        </message>
        <message>
            <source>round %1 of %2 is done (%3); a done round is never changed</source>
            <translation>Runde %1 von %2 ist abgeschlossen (%3); eine abgeschlossene Runde wird nie geändert</translation>
        </message>
        <message>
            <source>%1 has no unfinished round to resume</source>
            <translation>%1 hat keine unvollendete Runde zum Fortsetzen</translation>
        </message>
        <message>
            <source>%1 has %2 unfinished rounds; say which with "index"</source>
            <translation>%1 hat %2 unvollendete Runden; mit "index" angeben, welche</translation>
        </message>
        <message>
            <source>round %1 of %2 is %3 and cannot go back to %4</source>
            <translation>Runde %1 von %2 ist %3 und kann nicht zu %4 zurück</translation>
        </message>
        <message>
            <source>the round already has different findings; nothing was changed</source>
            <translation>die Runde hat bereits andere Befunde; nichts wurde geändert</translation>
        </message>
        <message>
            <source>the round already has a different kernel; nothing was changed</source>
            <translation>die Runde hat bereits einen anderen Kernel; nichts wurde geändert</translation>
        </message>
        <message>
            <source>%1: cannot record the run %2 of batch %3: %4</source>
            <translation>%1: der Lauf %2 von Stapel %3 kann nicht aufgezeichnet werden: %4</translation>
        </message>
        <message>
            <source>the round already has a different rewrite origin; nothing was changed</source>
            <translation>die Runde hat bereits einen anderen Ursprung der Umschreibung; nichts wurde geändert</translation>
        </message>
        <message>
            <source>the round already has a different model exchange; nothing was changed</source>
            <translation>die Runde hat bereits einen anderen Modellaustausch; nichts wurde geändert</translation>
        </message>
        <message>
            <source>%1: cannot record the export of batch %2: %3</source>
            <translation>%1: der Export von Batch %2 kann nicht aufgezeichnet werden: %3</translation>
        </message>
        <message>
            <source>%1: cannot record the export of request %2 of batch %3: %4</source>
            <translation>%1: der Export der Anfrage %2 von Batch %3 kann nicht aufgezeichnet werden: %4</translation>
        </message>
        <message>
            <source>%1: the request %2 of batch %3 is not waiting for a result (never exported, finished or superseded); nothing was recorded</source>
            <translation>%1: die Anfrage %2 von Batch %3 wartet auf kein Ergebnis (nie exportiert, abgeschlossen oder überholt); nichts wurde aufgezeichnet</translation>
        </message>
        <message>
            <source>%1: cannot record the evidence of %2 (%3): %4</source>
            <translation>%1: die Evidenz von %2 (%3) kann nicht aufgezeichnet werden: %4</translation>
        </message>
        <message>
            <source>%1: cannot record the agent session: %2</source>
            <translation>%1: die Agent-Sitzung kann nicht aufgezeichnet werden: %2</translation>
        </message>
        <message>
            <source>%1: cannot record the agent session's task %2: %3</source>
            <translation>%1: die Aufgabe %2 der Agent-Sitzung kann nicht aufgezeichnet werden: %3</translation>
        </message>
    </context>
</TS>
