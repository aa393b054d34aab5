// SPDX-License-Identifier: MIT
// The desktop shell: it opens, its areas exist, opening a folder updates the evidence browser and recent
// items, and a language switch retranslates it live.
#include "core/language.h"
#include "diagnosis/ladderview.h"
#include "shell/mainwindow.h"
#include "shell/openbanner.h"
#include "testsupport.h"

#include <QDockWidget>
#include <QLabel>
#include <QMimeData>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace Lowerscope;

class TestMainWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() { Language::install(QStringLiteral("en")); }

    void opensWithItsAreas()
    {
        Ui::MainWindow w({ QString(), QString(), false });
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.windowTitle(), QStringLiteral("Lowerscope — Triton kernel diagnosis"));
        for (const char *name : { "evidenceDock", "findingsDock", "logDock" })
            QVERIFY2(w.findChild<QDockWidget *>(QString::fromLatin1(name)), name);
        QVERIFY(w.findChild<QLabel *>(QStringLiteral("ladderL4")));
        QVERIFY(w.centralTabs()->count() >= 1);
    }
    void openPathUpdatesBrowserAndRecent()
    {
        Ui::MainWindow w({ QString(), QString(), false });
        QSignalSpy spy(&w, &Ui::MainWindow::pathOpened);
        const QString dir = Test::dataPath(QStringLiteral("triton-h200/transpose_naive"));
        QVERIFY(w.openPath(dir));
        QCOMPARE(spy.count(), 1);
        QVERIFY(w.waitUntilIdle(60000)); // Recent takes a path once its analysis read something
        QCOMPARE(w.recentPaths().value(0), QFileInfo(dir).canonicalFilePath());
        QVERIFY(!w.openBanner()->isVisibleTo(&w));
        QCOMPARE(w.windowTitle(), QStringLiteral("transpose_naive — Lowerscope"));
        auto *view = w.findChild<QTreeView *>(QStringLiteral("evidenceView"));
        QCOMPARE(view->rootIndex().data().toString(), QStringLiteral("transpose_naive"));
        // A missing path is refused without closing anything.
        QVERIFY(!w.openPath(QStringLiteral("/no/such/dir")));
        QCOMPARE(w.currentPath(), QFileInfo(dir).canonicalFilePath());
    }
    void failedOpensExplainAndStayOutOfRecent_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("content"); // empty: an empty folder
        QTest::addColumn<QString>("expected"); // a phrase of the banner
        QTest::newRow("empty folder") << QString() << QByteArray() << QStringLiteral("Found: no files.");
        QTest::newRow("garbage") << QStringLiteral("noise.bin") << QByteArray("\x13\x37garbage\x00\x01", 11)
                                 << QStringLiteral("in no format Lowerscope reads: noise.bin");
        // A torch.profiler trace cut off mid-event: the reader's error names the file and the place.
        QTest::newRow("broken JSON") << QStringLiteral("trace.json")
                                     << QByteArray("{\"traceEvents\": [{\"ph\": \"X\", \"name\": \"k\", \"ts\": 1, \"dur\": ")
                                     << QStringLiteral("trace.json");
        QTest::newRow("Nsight Systems report") << QStringLiteral("run.nsys-rep") << QByteArray("binary report")
                                               << QStringLiteral("an Nsight Systems report (binary)");
    }
    void failedOpensExplainAndStayOutOfRecent()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        if (!name.isEmpty()) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
        }
        Ui::MainWindow w({ QString(), QString(), false });
        w.show();
        QVERIFY(w.openPath(dir.path()));
        QVERIFY(w.waitUntilIdle(60000));
        QVERIFY(w.recentPaths().isEmpty());
        QVERIFY(w.openBanner()->isVisibleTo(&w));
        const QString text = w.openBanner()->text();
        QVERIFY2(text.contains(expected), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Nothing to show in ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Nsight Compute CSV exports")), qPrintable(text)); // the supported formats
        // The banner sits over the central views, not in a dock.
        QVERIFY(w.centralWidget()->isAncestorOf(w.openBanner()));
        // A path that reads opens normally and hides the banner.
        QVERIFY(w.openPath(Test::dataPath(QStringLiteral("triton-h200/vadd"))));
        QVERIFY(w.waitUntilIdle(60000));
        QVERIFY(!w.openBanner()->isVisibleTo(&w));
        QCOMPARE(w.recentPaths().size(), 1);
    }
    void partialDataIsSaid()
    {
        // The real softmax_3pass folder with its source-SASS export cut inside a quoted field of line 151 (the
        // 149th of 288 instruction rows): the banner and the ladder name the file and line, over views that
        // otherwise open as usual. The whole folder shows no banner.
        QTemporaryDir dir;
        const QDir from(Test::dataPath(QStringLiteral("triton-h200/softmax_3pass")));
        for (const QString &name : from.entryList(QDir::Files)) {
            QFile src(from.filePath(name));
            QVERIFY(src.open(QIODevice::ReadOnly));
            QByteArray bytes = src.readAll();
            if (name == QLatin1String("ncu.source-sass.csv")) {
                qsizetype at = 0;
                for (int n = 0; n < 150; ++n)
                    at = bytes.indexOf('\n', at) + 1;
                bytes.truncate(at + 27);
            }
            QFile dst(dir.filePath(name));
            QVERIFY(dst.open(QIODevice::WriteOnly));
            dst.write(bytes);
        }
        Ui::MainWindow w({ QString(), QString(), false });
        w.show();
        QVERIFY(w.openPath(from.path()));
        QVERIFY(w.waitUntilIdle(60000));
        QVERIFY(!w.openBanner()->isVisibleTo(&w));
        QVERIFY(w.ladderView()->partialNote().isEmpty());
        QVERIFY(w.openPath(dir.path()));
        QVERIFY(w.waitUntilIdle(60000));
        QVERIFY(w.openBanner()->isVisibleTo(&w));
        const QString text = w.openBanner()->text();
        QVERIFY2(text.contains(QStringLiteral("Partial data in ")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("ncu.source-sass.csv:151: unterminated quoted field")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("Nothing to show")), qPrintable(text));
        const QString note = w.ladderView()->partialNote();
        QVERIFY2(note.contains(QStringLiteral("ncu.source-sass.csv:151")), qPrintable(note));
        QVERIFY(w.recentPaths().contains(QFileInfo(dir.path()).canonicalFilePath())); // it read: it is recent
    }
    void dropOpensFolder()
    {
        Ui::MainWindow w({ QString(), QString(), false });
        QMimeData mime;
        const QString dir = Test::dataPath(QStringLiteral("triton-h200/vadd"));
        mime.setUrls({ QUrl::fromLocalFile(dir) });
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        // QApplication::notify routes drops through the drag manager; deliver it to the window's handler.
        static_cast<QObject &>(w).event(&drop);
        QCOMPARE(w.currentPath(), QFileInfo(dir).canonicalFilePath());
    }
    void languageSwitchRetranslates()
    {
        Ui::MainWindow w({ QString(), QString(), false });
        const QString english = w.windowTitle();
        for (const QString &code : Language::available()) {
            QCOMPARE(Language::install(code), code);
            QCoreApplication::processEvents();
            QVERIFY2(w.windowTitle() != english, qPrintable(code));
            QVERIFY(w.findChild<QDockWidget *>(QStringLiteral("findingsDock"))->windowTitle() != QLatin1String("Findings"));
        }
        QCOMPARE(Language::install(QStringLiteral("de")), QStringLiteral("de"));
        QCoreApplication::processEvents();
        QCOMPARE(w.findChild<QDockWidget *>(QStringLiteral("logDock"))->windowTitle(), QStringLiteral("Protokoll"));
        QCOMPARE(Language::install(QStringLiteral("en")), QStringLiteral("en"));
        QCoreApplication::processEvents();
        QCOMPARE(w.windowTitle(), english);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
