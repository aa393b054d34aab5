// SPDX-License-Identifier: MIT
#pragma once

#include "common/workerjob.h"
#include "kb/pattern.h"

#include <QWidget>
#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QStackedWidget;
class QTabWidget;
class QTableView;
class QTextBrowser;
class QTreeWidget;

namespace Lowerscope {
class KnowledgeBase;
struct PatternTrial;
} // namespace Lowerscope

namespace Lowerscope::Ui {

class CuratorFilter;
class CuratorModel;
class PatternEditor;
class KnowledgeEditor;
class ProposalReview;
struct KnowledgeSnapshot;

// The "Curator" tab: the knowledge base's patterns (L1) and compiler-knowledge entries (L4) in one searchable,
// filterable table (id, title, category, backends, level, source, version and statistics), the editor of the
// selected entry (every field; detectors validated live with the parser's message and position; saving a
// broken detector is refused by the knowledge base itself), "Test on the open kernel", the pattern's version
// history with diff and revert, import and export, and the review of the workspace's synthesized proposals.
// Reads run on workers with their own connections (store/: one connection per thread): the table
// (loadJob(), then loaded()), a pattern's earlier versions (historyJob()), the proposals. Writes (save, revert,
// delete, import, approval) go through the view's own connection, each one SQLite transaction in WAL mode, so
// a killed save leaves the previous version intact; the table is then read again in the background.
class CuratorView : public QWidget {
    Q_OBJECT
public:
    explicit CuratorView(QWidget *parent = nullptr);
    ~CuratorView() override;

    void setKnowledgeBase(const QString &path);
    void setWorkspace(const QString &path);
    // The path the window has open, for "Test on the open kernel", and its kernel shown now.
    void setOpenPath(const QString &path, const QString &kernel);
    // Selects the pattern or compiler-knowledge entry ID in the table and opens it (once the table is read, while
    // it is being read); false if there is none.
    bool showEntry(const QString &id);
    void reload();
    // Whether the table, a history or the proposals are being read (the window stays responsive meanwhile).
    bool isLoading() const;
    BackgroundJob *loadJob() const { return m_loadJob.job(); }
    BackgroundJob *historyJob() const { return m_historyJob.job(); }
    BackgroundJob *exportJob() const { return m_exportJob.job(); }

    // The view's connection for writes (open once the first read succeeded; null before or on error).
    KnowledgeBase *knowledgeBase() const { return m_kb.get(); }
    PatternEditor *patternEditor() const { return m_patternEditor; }
    KnowledgeEditor *knowledgeEditor() const { return m_knowledgeEditor; }
    ProposalReview *proposals() const { return m_proposals; }
    QTableView *table() const { return m_table; }
    QLineEdit *searchField() const { return m_search; }
    // The table's rows as read (CuratorModel) and as shown, filtered and sorted (CuratorFilter).
    CuratorModel *model() const { return m_model; }
    CuratorFilter *filterModel() const { return m_filter; }
    QTreeWidget *historyView() const { return m_history; }
    QPlainTextEdit *diffView() const { return m_diff; }
    QTextBrowser *trialView() const { return m_trial; }
    QString currentId() const { return m_currentId; }

    // The editor's pattern saved as the next version (or added when new); false with the reason shown.
    bool savePattern();
    // The selected pattern reverted to VERSION (a new version with that definition).
    bool revertTo(int version);
    // The unified diff between VERSION of the selected pattern and its current definition (from the versions
    // historyJob() read).
    QString diffTo(int version) const;
    // Tests the editor's pattern (unsaved edits included) on the open path in the background.
    void testOnOpenKernel();
    bool importFile(const QString &file);
    // Starts the export (exportJob(); the status says when it is written); false without a knowledge base.
    bool exportFile(const QString &file);
    QString status() const;

Q_SIGNALS:
    // The knowledge base changed (a save, revert, import or approval): the diagnosis may be run again.
    void knowledgeChanged();
    void message(const QString &text);
    // The table shows what the last read found.
    void loaded();

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *createEntriesPage();
    QWidget *createEditorPane(QWidget *parent);
    QTabWidget *createHistoryTabs(QWidget *parent);
    void connectEntries();
    void saveEntry();
    void deleteEntry();
    void newPattern();
    void retranslateUi();
    void showLoaded(const KnowledgeSnapshot &snapshot);
    void showTrial(const QList<PatternTrial> &trials);
    void fillTable();
    void openRow(const QModelIndex &index);
    void showPattern(const Pattern &p);
    void showHistory(const Pattern &p);
    void updateFilterChoices();
    void setStatus(const QString &text, bool error);
    void applyFilter();

    std::unique_ptr<KnowledgeBase> m_kb;
    QHash<int, std::optional<Pattern>> m_versions; // the current pattern's recorded versions (historyJob)
    QString m_reopen; // opened again once the next read is shown (after a save or revert)
    bool m_saved = false; // m_reopen was saved: the status then names its new version
    QString m_kbPath;
    QString m_workspace;
    QString m_openPath;
    QString m_openKernel;
    QString m_currentId;

    QTabWidget *m_pages = nullptr;
    QLineEdit *m_search = nullptr;
    QComboBox *m_levelFilter = nullptr;
    QComboBox *m_backendFilter = nullptr;
    QComboBox *m_categoryFilter = nullptr;
    QPushButton *m_new = nullptr;
    QPushButton *m_import = nullptr;
    QPushButton *m_export = nullptr;
    QTableView *m_table = nullptr;
    CuratorModel *m_model = nullptr; // the patterns and entries as the last read found them
    CuratorFilter *m_filter = nullptr;
    QStackedWidget *m_editors = nullptr;
    PatternEditor *m_patternEditor = nullptr;
    KnowledgeEditor *m_knowledgeEditor = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_delete = nullptr;
    QPushButton *m_test = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_historyLabel = nullptr;
    QTreeWidget *m_history = nullptr;
    QPlainTextEdit *m_diff = nullptr;
    QPushButton *m_revert = nullptr;
    QTextBrowser *m_trial = nullptr;
    ProposalReview *m_proposals = nullptr;
    WorkerJob m_trialJob;
    WorkerJob m_loadJob;
    WorkerJob m_historyJob;
    WorkerJob m_exportJob;
    bool m_statusIsError = false;
};

} // namespace Lowerscope::Ui
