// SPDX-License-Identifier: MIT
// The pattern curator (ui/curator/curatorview.h) on a seeded knowledge base: search and filters, an edit with a broken
// detector refused with the parser's message, revert to an earlier version, "Test on the open kernel" on a real
// fixture, import/export, and approving a synthesized proposal from rounds measured on the H200.
#include "analysis/backgroundjob.h"
#include "benchrounds.h"
#include "core/language.h"
#include "curator/curatoreditor.h"
#include "curator/curatormodel.h"
#include "curator/curatorproposals.h"
#include "curator/curatorview.h"
#include "kb/detector.h"
#include "kb/knowledgebase.h"
#include "shell/mainwindow.h"
#include "workspace/roundfile.h"
#include "workspace/workspace.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>

using namespace Lowerscope;

namespace {
const QString Strided = QStringLiteral("cuda.strided-load-transpose");

// The curator reads on workers: wait until the table, history and proposals are read.
bool idle(const Ui::CuratorView &view)
{
    return QTest::qWaitFor([&] { return !view.isLoading(); }, 60000);
}

// A workspace holding the rounds measured on the H200 (tests/benchrounds.h).
bool recordBenchRounds(const QString &wsPath)
{
    Workspace ws;
    QString error;
    if (!ws.open(wsPath, &error))
        return false;
    const QJsonArray rounds = Test::benchRounds();
    for (qsizetype i = 0; i < rounds.size(); ++i) {
        const auto rec = parseRoundRecord(rounds.at(i).toObject(), QStringLiteral("bench[%1]").arg(i), QString(), &error);
        if (!rec || !ws.record(*rec, &error))
            return false;
    }
    return true;
}
} // namespace

class TestCurator : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() { Language::install(QStringLiteral("en")); }

    void searchAndFilter()
    {
        QTemporaryDir dir;
        Ui::CuratorView view;
        view.setKnowledgeBase(dir.filePath(QStringLiteral("kb.sqlite")));
        // The knowledge base is created, seeded and read on a worker: the call returns before the table is filled.
        QVERIFY(view.loadJob()->isRunning());
        QCOMPARE(view.filterModel()->rowCount(), 0);
        // Every change of the table's model and of its filter is checked as it happens (rows, roles, headers).
        QAbstractItemModelTester modelTester(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester filterTester(view.filterModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(idle(view));
        KnowledgeBase kb;
        QVERIFY(kb.open(dir.filePath(QStringLiteral("kb.sqlite"))));
        const QList<Pattern> patterns = kb.patterns();
        const QList<CompilerKnowledge> knowledge = kb.compilerKnowledge();
        const int all = int(patterns.size() + knowledge.size());
        QCOMPARE(view.filterModel()->rowCount(), all);
        view.searchField()->setText(QStringLiteral("transpose"));
        const int hits = view.filterModel()->rowCount();
        QVERIFY(hits > 0 && hits < all);
        view.searchField()->clear();

        // The filters choose by the entries themselves: the level, a backend among a pattern's backends, a
        // category among an entry's categories; counted here from what the knowledge base holds.
        auto *level = view.findChild<QComboBox *>(QStringLiteral("curatorLevel"));
        auto *backend = view.findChild<QComboBox *>(QStringLiteral("curatorBackend"));
        auto *category = view.findChild<QComboBox *>(QStringLiteral("curatorCategory"));
        level->setCurrentIndex(level->findData(QStringLiteral("L4")));
        QCOMPARE(view.filterModel()->rowCount(), int(knowledge.size()));
        level->setCurrentIndex(level->findData(QStringLiteral("L1")));
        QCOMPARE(view.filterModel()->rowCount(), int(patterns.size()));
        level->setCurrentIndex(0);
        const QString ascend = QStringLiteral("ascend");
        QVERIFY(backend->findData(ascend) > 0);
        backend->setCurrentIndex(backend->findData(ascend));
        const int ascendRows
            = int(std::count_if(patterns.cbegin(), patterns.cend(), [&](const Pattern &p) { return p.backends.contains(ascend); })
                + std::count_if(
                    knowledge.cbegin(), knowledge.cend(), [&](const CompilerKnowledge &c) { return c.backend == ascend; }));
        QVERIFY(ascendRows > 0 && ascendRows < all);
        QCOMPARE(view.filterModel()->rowCount(), ascendRows);
        backend->setCurrentIndex(0);
        const QString strided = kb.pattern(Strided)->category;
        category->setCurrentIndex(category->findData(strided));
        const int categoryRows
            = int(std::count_if(patterns.cbegin(), patterns.cend(), [&](const Pattern &p) { return p.category == strided; })
                + std::count_if(knowledge.cbegin(), knowledge.cend(),
                    [&](const CompilerKnowledge &c) { return c.categories.contains(strided); }));
        QVERIFY(categoryRows > 1);
        QCOMPARE(view.filterModel()->rowCount(), categoryRows);
        for (int r = 0; r < view.filterModel()->rowCount(); ++r)
            QVERIFY(view.filterModel()->index(r, 0).data(Ui::CuratorModel::CategoriesRole).toStringList().contains(strided));
        category->setCurrentIndex(0);
        QCOMPARE(view.filterModel()->rowCount(), all);
        // A row's roles: the entry's id and level, whatever the columns show.
        const QModelIndex row = view.filterModel()->indexOf(Strided, Ui::CuratorModel::TitleColumn);
        QVERIFY(row.isValid());
        QCOMPARE(row.data().toString(), kb.pattern(Strided)->title);
        QVERIFY(row.data(Ui::CuratorModel::IsPatternRole).toBool());
        QCOMPARE(view.filterModel()->index(row.row(), Ui::CuratorModel::VersionColumn).data(Ui::CuratorModel::SortRole).toInt(),
            kb.pattern(Strided)->version);
        QVERIFY(view.showEntry(Strided));
        QCOMPARE(view.currentId(), Strided);
        QCOMPARE(view.patternEditor()->pattern().id, Strided);
        QCOMPARE(view.patternEditor()->detectorTable()->rowCount(), int(kb.pattern(Strided)->detectors.size()));
    }

    // A detector that does not parse: the editor shows the parser's message with line and column, Save is
    // refused with that message, and the knowledge base keeps the stored version.
    void brokenDetectorIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("kb.sqlite"));
        Ui::CuratorView view;
        view.setKnowledgeBase(path);
        QVERIFY(idle(view));
        QVERIFY(view.showEntry(Strided));
        const int version = view.knowledgeBase()->pattern(Strided)->version;
        const QString before = view.knowledgeBase()->pattern(Strided)->detectors.constFirst().expression;
        const QString broken = QStringLiteral("ptx.ld_global.scalar > (1 +");
        const Detector parsed = Detector::parse(broken);
        QVERIFY(!parsed.isValid());
        view.patternEditor()->setDetectorExpression(0, broken);
        const QString shown = view.patternEditor()->validationError();
        QVERIFY2(shown.contains(parsed.error().message), qPrintable(shown));
        QVERIFY2(shown.contains(QStringLiteral("line %1, column %2").arg(parsed.error().line).arg(parsed.error().column)),
            qPrintable(shown));
        QVERIFY(!view.savePattern());
        QVERIFY2(view.status().contains(parsed.error().message), qPrintable(view.status()));
        KnowledgeBase kb;
        QVERIFY(kb.open(path));
        QCOMPARE(kb.pattern(Strided)->version, version);
        QCOMPARE(kb.pattern(Strided)->detectors.constFirst().expression, before);
        // The knowledge base refuses it on its own too (the CLI's path): the same parser message.
        Pattern p = *kb.pattern(Strided);
        p.detectors.first().expression = broken;
        QVERIFY(!kb.updatePattern(p));
        QVERIFY2(kb.error().contains(parsed.error().message), qPrintable(kb.error()));
    }

    void revertToAnEarlierVersion()
    {
        QTemporaryDir dir;
        Ui::CuratorView view;
        view.setKnowledgeBase(dir.filePath(QStringLiteral("kb.sqlite")));
        QVERIFY(idle(view));
        QVERIFY(view.showEntry(Strided));
        const Pattern original = *view.knowledgeBase()->pattern(Strided);
        view.patternEditor()->titleField()->setText(QStringLiteral("Strided column load (edited)"));
        QVERIFY2(view.savePattern(), qPrintable(view.status()));
        QVERIFY(idle(view));
        QCOMPARE(view.status(), QStringLiteral("Saved %1 as version %2.").arg(Strided).arg(original.version + 1));
        view.patternEditor()->titleField()->setText(QStringLiteral("Strided column load (edited twice)"));
        QVERIFY2(view.savePattern(), qPrintable(view.status()));
        QVERIFY(idle(view));
        const Pattern edited = *view.knowledgeBase()->pattern(Strided);
        QCOMPARE(edited.version, original.version + 2);
        QCOMPARE(view.historyView()->topLevelItemCount(), int(edited.history.size()));
        const QString diff = view.diffTo(original.version);
        QVERIFY2(diff.contains(QStringLiteral("-    \"title\": \"%1\"").arg(original.title)), qPrintable(diff));
        QVERIFY(diff.contains(QLatin1String("+    \"title\": \"Strided column load (edited twice)\"")));
        QVERIFY(view.revertTo(original.version));
        QVERIFY(idle(view));
        const Pattern reverted = *view.knowledgeBase()->pattern(Strided);
        QCOMPARE(reverted.version, original.version + 3); // a revert is a version of its own
        QCOMPARE(reverted.title, original.title);
        QCOMPARE(reverted.definitionJson(), original.definitionJson());
        QCOMPARE(reverted.history.constLast().note, QStringLiteral("reverted to version %1").arg(original.version));
        QCOMPARE(view.patternEditor()->pattern().title, original.title);
    }

    void testOnTheOpenKernel()
    {
        QTemporaryDir dir;
        Ui::CuratorView view;
        view.setKnowledgeBase(dir.filePath(QStringLiteral("kb.sqlite")));
        QVERIFY(idle(view));
        view.setOpenPath(Test::dataPath(QStringLiteral("triton-h200/transpose_naive")), QString());
        QVERIFY(view.showEntry(Strided));
        view.testOnOpenKernel();
        QTRY_VERIFY_WITH_TIMEOUT(view.trialView()->toPlainText().contains(QLatin1String("transpose_naive_kernel:")), 60000);
        const QString text = view.trialView()->toPlainText();
        QVERIFY2(text.contains(QLatin1String("matches")), qPrintable(text));
        QVERIFY(text.contains(QLatin1String("detector 1: true")));
    }

    void importAndExport()
    {
        QTemporaryDir dir;
        Ui::CuratorView view;
        view.setKnowledgeBase(dir.filePath(QStringLiteral("kb.sqlite")));
        QVERIFY(idle(view));
        const QString file = dir.filePath(QStringLiteral("export.json"));
        QVERIFY(view.exportFile(file));
        QVERIFY(idle(view));
        QCOMPARE(view.status(), QStringLiteral("Exported the knowledge base to %1.").arg(file));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains(Strided.toUtf8()));
        Ui::CuratorView other;
        other.setKnowledgeBase(dir.filePath(QStringLiteral("other.sqlite")));
        QVERIFY(idle(other));
        QVERIFY2(other.importFile(file), qPrintable(other.status()));
        QVERIFY2(other.status().contains(QLatin1String("0 added")), qPrintable(other.status()));
        QVERIFY(idle(other));
        // A file that is not a knowledge base is refused with its name, and nothing changes.
        QFile bad(dir.filePath(QStringLiteral("bad.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"patterns\": [ {\"id\": \"x\", \"detectors\": [\"a >\"]} ]}");
        bad.close();
        QVERIFY(!other.importFile(bad.fileName()));
        QVERIFY2(other.status().contains(QLatin1String("bad.json")), qPrintable(other.status()));
    }

    // The retrospective synthesis over the H200 rounds (tests/benchrounds.h) proposes patterns; approving one adds
    // it to the knowledge base with the rounds it came from, and records the decision and note in the workspace.
    void approvingAProposalAddsThePattern()
    {
        QTemporaryDir dir;
        const QString wsPath = dir.filePath(QStringLiteral("ws")), kbPath = dir.filePath(QStringLiteral("kb.sqlite"));
        QVERIFY(recordBenchRounds(wsPath));
        Ui::CuratorView view;
        view.setWorkspace(wsPath);
        view.setKnowledgeBase(kbPath);
        QVERIFY(idle(view));
        Ui::ProposalReview *review = view.proposals();
        QSignalSpy synthesized(review, &Ui::ProposalReview::synthesized);
        QVERIFY2(review->synthesize(), qPrintable(review->status()));
        QVERIFY(idle(view));
        QCOMPARE(synthesized.count(), 1);
        Workspace ws;
        QString error;
        QVERIFY(ws.open(wsPath, &error, Workspace::OpenMode::MustExist));
        std::optional<PatternProposal> proposal;
        for (const PatternProposal &p : ws.proposals(QStringLiteral("pending")))
            if (p.kind == QLatin1String("new-pattern")) {
                proposal = p;
                break;
            }
        QVERIFY(proposal);
        QVERIFY(!proposal->rounds.isEmpty());
        QCOMPARE(review->list()->topLevelItemCount(), int(ws.proposals(QStringLiteral("pending")).size()));
        // The details name the rounds it came from with their hypotheses.
        for (int i = 0; i < review->list()->topLevelItemCount(); ++i)
            if (review->list()->topLevelItem(i)->data(0, Qt::UserRole).toLongLong() == proposal->id)
                review->list()->setCurrentItem(review->list()->topLevelItem(i));
        const std::optional<Round> first = ws.findRound(proposal->rounds.constFirst().section(QLatin1Char('#'), 0, 0),
            proposal->rounds.constFirst().section(QLatin1Char('#'), 1).toInt());
        QVERIFY(first);
        QVERIFY2(
            review->details()->toPlainText().contains(first->hypothesis), qPrintable(review->details()->toPlainText().left(600)));

        QVERIFY(!view.knowledgeBase()->pattern(proposal->key));
        QVERIFY2(review->approve(proposal->id, QStringLiteral("seen on softmax and transpose")), qPrintable(review->status()));
        QVERIFY(idle(view));
        const std::optional<Pattern> added = view.knowledgeBase()->pattern(proposal->key);
        QVERIFY(added);
        QCOMPARE(added->provenanceKind, QStringLiteral("distilled"));
        QCOMPARE(added->provenanceRounds, proposal->rounds);
        const std::optional<PatternProposal> decided = ws.findProposal(proposal->id);
        QCOMPARE(decided->state, QStringLiteral("approved"));
        QCOMPARE(decided->note, QStringLiteral("seen on softmax and transpose"));
        // The curator's table has the new pattern.
        QVERIFY(view.showEntry(proposal->key));
        // A decided proposal cannot be decided again.
        QVERIFY(!review->reject(proposal->id, QString()));
    }

    // At 1440x900, in English and German (the longer labels), the pattern editor fits the scroll area beside the
    // table: no field reaches past its right edge and there is no horizontal scroll bar.
    void editorFitsItsScrollArea_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
    }
    void editorFitsItsScrollArea()
    {
        QFETCH(QString, language);
        QCOMPARE(Language::install(language), language);
        QTemporaryDir dir;
        Ui::MainWindow w({ dir.filePath(QStringLiteral("kb.sqlite")), dir.filePath(QStringLiteral("ws")), false });
        w.resize(1440, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.showView(QStringLiteral("curator")));
        Ui::CuratorView *view = w.curatorView();
        QVERIFY(idle(*view));
        QVERIFY(view->showEntry(Strided));
        QCoreApplication::processEvents();
        Ui::PatternEditor *editor = view->patternEditor();
        auto *scroll = qobject_cast<QScrollArea *>(editor->parentWidget()->parentWidget());
        QVERIFY(scroll);
        QVERIFY(scroll->isVisible());
        const int viewport = scroll->viewport()->width();
        QVERIFY2(viewport > 150, qPrintable(QString::number(viewport)));
        QVERIFY2(editor->width() <= viewport,
            qPrintable(QStringLiteral("editor %1 > viewport %2 (minimum %3)")
                    .arg(editor->width())
                    .arg(viewport)
                    .arg(editor->minimumSizeHint().width())));
        QCOMPARE(scroll->horizontalScrollBar()->maximum(), 0);
        for (QWidget *field : editor->findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
            if (!field->isVisible())
                continue;
            const int right = field->mapTo(scroll->viewport(), QPoint(field->width(), 0)).x();
            QVERIFY2(right <= viewport,
                qPrintable(QStringLiteral("%1 %2 ends at %3 > %4")
                        .arg(QString::fromLatin1(field->metaObject()->className()), field->objectName())
                        .arg(right)
                        .arg(viewport)));
        }
        Language::install(QStringLiteral("en"));
    }

    // "Synthesize from rounds" runs on a worker with its own connection: the call returns while the synthesis
    // is still to be delivered (the GUI thread never runs it), Cancel drops it, and a second run stores the
    // proposals with its progress shown.
    void synthesisRunsOnAWorker()
    {
        QTemporaryDir dir;
        const QString wsPath = dir.filePath(QStringLiteral("ws"));
        QVERIFY(recordBenchRounds(wsPath));
        Ui::CuratorView view;
        view.setWorkspace(wsPath);
        view.setKnowledgeBase(dir.filePath(QStringLiteral("kb.sqlite")));
        QVERIFY(idle(view));
        Ui::ProposalReview *review = view.proposals();
        auto *button = review->findChild<QPushButton *>(QStringLiteral("synthesize"));
        auto *cancel = review->findChild<QPushButton *>(QStringLiteral("cancelSynthesis"));
        QVERIFY(button && cancel);
        QVERIFY(cancel->isHidden());
        QSignalSpy progress(review->synthesisJob(), &BackgroundJob::progress);
        QSignalSpy cancelled(review->synthesisJob(), &BackgroundJob::cancelled);
        QSignalSpy synthesized(review, &Ui::ProposalReview::synthesized);

        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(review->synthesisJob()->isRunning());
        QVERIFY(!button->isEnabled());
        QVERIFY(!cancel->isHidden());
        QTest::mouseClick(cancel, Qt::LeftButton);
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(!review->synthesisJob()->isRunning());
        QVERIFY(button->isEnabled());
        QVERIFY(cancel->isHidden());
        QVERIFY(idle(view));
        QCOMPARE(synthesized.count(), 0); // the cancelled result never reaches the view

        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(idle(view));
        QCOMPARE(synthesized.count(), 1);
        QVERIFY(progress.count() >= 2); // reading the rounds, proposing, storing
        Workspace ws;
        QString error;
        QVERIFY(ws.open(wsPath, &error, Workspace::OpenMode::MustExist));
        const qsizetype stored = ws.proposals(QString()).size();
        QVERIFY(stored > 0);
        QVERIFY2(review->status().startsWith(QStringLiteral("%1 proposal(s), ").arg(stored)), qPrintable(review->status()));
        QCOMPARE(review->list()->topLevelItemCount(), int(ws.proposals(QStringLiteral("pending")).size()));
    }
};

QTEST_MAIN(TestCurator)
#include "tst_curator.moc"
