// SPDX-License-Identifier: MIT
#include "curator/curatorview.h"

#include "analysis/backgroundjob.h"
#include "common/html.h"
#include "core/backendregistry.h"
#include "core/enginetext.h"
#include "core/userfile.h"
#include "curator/curatoreditor.h"
#include "curator/curatormodel.h"
#include "curator/curatorproposals.h"
#include "diagnosis/patterntrial.h"
#include "kb/knowledgebase.h"
#include "kb/patternmatch.h"
#include "workspace/unifieddiff.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Lowerscope::Ui {

// What the worker reads for the table.
struct KnowledgeSnapshot {
    QString path;
    bool open = false;
    QString error;
    QList<Pattern> patterns;
    QList<CompilerKnowledge> knowledge;
};

namespace {

// The recorded versions of one pattern, read for its history's diffs.
struct PatternVersions {
    QString path;
    QString id;
    QHash<int, std::optional<Pattern>> versions;
};

QString definitionText(const Pattern &p)
{
    return QString::fromUtf8(QJsonDocument(p.definitionJson()).toJson(QJsonDocument::Indented));
}

KnowledgeSnapshot readKnowledge(const QString &path)
{
    KnowledgeSnapshot s;
    s.path = path;
    KnowledgeBase kb; // this thread's own connection; the first open creates and seeds the file
    s.open = kb.open(path);
    if (!s.open) {
        s.error = kb.error();
        return s;
    }
    s.patterns = kb.patterns();
    s.knowledge = kb.compilerKnowledge();
    return s;
}

PatternVersions readVersions(const QString &path, const QString &id, const QList<int> &versions, const JobControl &control)
{
    PatternVersions out;
    out.path = path;
    out.id = id;
    KnowledgeBase kb;
    KnowledgeBase::OpenOptions options;
    options.seed = false; // only reads
    if (!kb.open(path, options))
        return out;
    for (const int v : versions) {
        if (control.cancelled())
            break;
        out.versions.insert(v, kb.patternVersion(id, v));
    }
    return out;
}

} // namespace

CuratorView::CuratorView(QWidget *parent)
    : QWidget(parent)
    , m_trialJob(this)
    , m_loadJob(this)
    , m_historyJob(this)
    , m_exportJob(this)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_pages = new QTabWidget(this);
    layout->addWidget(m_pages);
    // Page 1: the table, its filters and the editor of the selected entry; page 2: the proposals.
    m_pages->addTab(createEntriesPage(), QString());
    m_proposals = new ProposalReview(m_pages);
    m_pages->addTab(m_proposals, QString());
    connectEntries();
    retranslateUi();
}

// The search and filters above the table of entries, and the editor of the selected one beside it.
QWidget *CuratorView::createEntriesPage()
{
    auto *entries = new QWidget(m_pages);
    auto *entriesLayout = new QVBoxLayout(entries);
    auto *bar = new QHBoxLayout;
    m_search = new QLineEdit(entries);
    m_search->setObjectName(QStringLiteral("curatorSearch"));
    m_search->setClearButtonEnabled(true);
    m_levelFilter = new QComboBox(entries);
    m_backendFilter = new QComboBox(entries);
    m_categoryFilter = new QComboBox(entries);
    m_levelFilter->setObjectName(QStringLiteral("curatorLevel"));
    m_backendFilter->setObjectName(QStringLiteral("curatorBackend"));
    m_categoryFilter->setObjectName(QStringLiteral("curatorCategory"));
    m_new = new QPushButton(QIcon::fromTheme(QStringLiteral("document-new")), QString(), entries);
    m_import = new QPushButton(QIcon::fromTheme(QStringLiteral("document-import")), QString(), entries);
    m_export = new QPushButton(QIcon::fromTheme(QStringLiteral("document-export")), QString(), entries);
    // The filters are as wide as their longest choice (never clipped, in any language); the search takes the
    // rest. New, Import and Export sit beside the page tabs, where the row has room.
    for (QComboBox *c : { m_levelFilter, m_backendFilter, m_categoryFilter }) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        c->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    }
    m_search->setMinimumWidth(160);
    bar->addWidget(m_search, 1);
    bar->addWidget(m_levelFilter);
    bar->addWidget(m_backendFilter);
    bar->addWidget(m_categoryFilter);
    entriesLayout->addLayout(bar);
    auto *corner = new QWidget(m_pages);
    auto *cornerLayout = new QHBoxLayout(corner);
    cornerLayout->setContentsMargins(0, 0, 0, 2);
    for (QPushButton *b : { m_new, m_import, m_export }) {
        b->setParent(corner);
        cornerLayout->addWidget(b);
    }
    m_pages->setCornerWidget(corner, Qt::TopRightCorner);

    auto *split = new QSplitter(Qt::Horizontal, entries);
    m_model = new CuratorModel(this);
    m_filter = new CuratorFilter(this);
    m_filter->setSourceModel(m_model);
    m_filter->setSortRole(CuratorModel::SortRole);
    m_table = new QTableView(split);
    m_table->setObjectName(QStringLiteral("curatorTable"));
    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAlternatingRowColors(true);

    split->addWidget(createEditorPane(split));
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({ 560, 640 });
    entriesLayout->addWidget(split, 1);
    return entries;
}

// The editor of the selected entry, its actions and status, and below them its history and test result.
QWidget *CuratorView::createEditorPane(QWidget *parent)
{
    auto *right = new QWidget(parent);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    m_editors = new QStackedWidget(right);
    auto *scroll = new QScrollArea(m_editors);
    scroll->setWidgetResizable(true);
    m_patternEditor = new PatternEditor(scroll);
    scroll->setWidget(m_patternEditor);
    m_knowledgeEditor = new KnowledgeEditor(m_editors);
    m_editors->addWidget(scroll);
    m_editors->addWidget(m_knowledgeEditor);
    rightLayout->addWidget(m_editors, 3);
    auto *actions = new QHBoxLayout;
    m_save = new QPushButton(QIcon::fromTheme(QStringLiteral("document-save")), QString(), right);
    m_save->setObjectName(QStringLiteral("curatorSave"));
    m_delete = new QPushButton(QIcon::fromTheme(QStringLiteral("edit-delete")), QString(), right);
    m_test = new QPushButton(QIcon::fromTheme(QStringLiteral("system-run")), QString(), right);
    m_test->setObjectName(QStringLiteral("testOnKernel"));
    actions->addWidget(m_save);
    actions->addWidget(m_delete);
    actions->addStretch(1);
    actions->addWidget(m_test);
    rightLayout->addLayout(actions);
    m_status = new QLabel(right);
    m_status->setObjectName(QStringLiteral("curatorStatus"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    rightLayout->addWidget(m_status);
    rightLayout->addWidget(createHistoryTabs(right), 2);
    return right;
}

// The pattern's version history with the diff to the current definition, and the result of "Test on the open kernel".
QTabWidget *CuratorView::createHistoryTabs(QWidget *parent)
{
    auto *lower = new QTabWidget(parent);
    auto *historyPage = new QWidget(lower);
    auto *historyLayout = new QVBoxLayout(historyPage);
    m_historyLabel = new QLabel(historyPage);
    m_history = new QTreeWidget(historyPage);
    m_history->setObjectName(QStringLiteral("patternHistory"));
    m_history->setRootIsDecorated(false);
    m_history->setColumnCount(3);
    m_diff = new QPlainTextEdit(historyPage);
    m_diff->setObjectName(QStringLiteral("patternDiff"));
    m_diff->setReadOnly(true);
    m_diff->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_revert = new QPushButton(QIcon::fromTheme(QStringLiteral("edit-undo")), QString(), historyPage);
    m_revert->setObjectName(QStringLiteral("revertVersion"));
    auto *historySplit = new QSplitter(Qt::Horizontal, historyPage);
    historySplit->addWidget(m_history);
    historySplit->addWidget(m_diff);
    historyLayout->addWidget(m_historyLabel);
    historyLayout->addWidget(historySplit, 1);
    historyLayout->addWidget(m_revert, 0, Qt::AlignLeft);
    m_trial = new QTextBrowser(lower);
    m_trial->setObjectName(QStringLiteral("patternTrial"));
    lower->addTab(historyPage, QString());
    lower->addTab(m_trial, QString());
    lower->setObjectName(QStringLiteral("curatorLower"));
    return lower;
}

void CuratorView::connectEntries()
{
    connect(m_search, &QLineEdit::textChanged, this, &CuratorView::applyFilter);
    for (QComboBox *c : { m_levelFilter, m_backendFilter, m_categoryFilter })
        connect(c, &QComboBox::currentIndexChanged, this, &CuratorView::applyFilter);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) { openRow(current); });
    connect(m_save, &QPushButton::clicked, this, &CuratorView::saveEntry);
    connect(m_delete, &QPushButton::clicked, this, &CuratorView::deleteEntry);
    connect(m_new, &QPushButton::clicked, this, &CuratorView::newPattern);
    connect(m_import, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(
            this, tr("Import patterns"), QString(), tr("Knowledge base JSON (*.json);;All files (*)"));
        if (!file.isEmpty())
            importFile(file);
    });
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getSaveFileName(
            this, tr("Export the knowledge base"), QStringLiteral("knowledge.json"), tr("Knowledge base JSON (*.json)"));
        if (!file.isEmpty())
            exportFile(file);
    });
    connect(m_test, &QPushButton::clicked, this, &CuratorView::testOnOpenKernel);
    connect(m_history, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        m_diff->setPlainText(item ? diffTo(item->data(0, Qt::UserRole).toInt()) : QString());
        m_revert->setEnabled(item != nullptr);
    });
    connect(m_revert, &QPushButton::clicked, this, [this] {
        if (const QTreeWidgetItem *item = m_history->currentItem())
            revertTo(item->data(0, Qt::UserRole).toInt());
    });
    connect(m_patternEditor, &PatternEditor::validityChanged, this,
        [this](bool valid) { m_save->setToolTip(valid ? QString() : m_patternEditor->validationError()); });
    connect(m_proposals, &ProposalReview::knowledgeChanged, this, [this] {
        reload();
        Q_EMIT knowledgeChanged();
    });
    connect(m_proposals, &ProposalReview::patternActivated, this, [this](const QString &id) {
        m_pages->setCurrentIndex(0);
        showEntry(id);
    });
    connect(m_trialJob.job(), &BackgroundJob::cancelled, this, [this] { m_test->setEnabled(true); });
}

// Save: the compiler-knowledge entry or the pattern shown in the editor.
void CuratorView::saveEntry()
{
    if (m_editors->currentWidget() == m_knowledgeEditor) {
        QString error;
        const std::optional<CompilerKnowledge> c = m_knowledgeEditor->entry(&error);
        if (!c) {
            setStatus(tr("Not saved: %1").arg(EngineText::translated(error)), true);
            return;
        }
        if (!m_kb || !m_kb->putCompilerKnowledge(*c)) {
            setStatus(tr("Not saved: %1").arg(EngineText::translated(m_kb ? m_kb->error() : QString())), true);
            return;
        }
        setStatus(tr("Saved %1.").arg(c->id), false);
        m_reopen = c->id;
        reload();
        Q_EMIT knowledgeChanged();
    } else {
        savePattern();
    }
}

void CuratorView::deleteEntry()
{
    if (!m_kb || m_currentId.isEmpty()
        || QMessageBox::question(this, tr("Delete"), tr("Delete %1 from the knowledge base?").arg(m_currentId))
            != QMessageBox::Yes)
        return;
    const bool isPattern = m_editors->currentWidget() != m_knowledgeEditor;
    if (isPattern ? m_kb->removePattern(m_currentId) : m_kb->removeCompilerKnowledge(m_currentId)) {
        setStatus(tr("Deleted %1.").arg(m_currentId), false);
        m_currentId.clear();
        reload();
        Q_EMIT knowledgeChanged();
    } else {
        setStatus(m_kb->error(), true);
    }
}

// New pattern: an empty pattern of the fallback backend in the editor, saved as new.
void CuratorView::newPattern()
{
    Pattern p;
    p.id = QStringLiteral("user.new-pattern");
    p.title = tr("New pattern");
    p.backends = { BackendRegistry::instance().fallbackId() };
    p.detectors = { PatternDetector() };
    m_currentId.clear();
    m_editors->setCurrentIndex(0);
    m_patternEditor->setPattern(p, true);
    m_history->clear();
    m_diff->clear();
}

CuratorView::~CuratorView() = default;

void CuratorView::showTrial(const QList<PatternTrial> &trials)
{
    QString html;
    if (trials.isEmpty())
        html = QStringLiteral("<p><i>%1</i></p>").arg(esc(tr("No kernel found in %1.").arg(m_openPath)));
    for (const PatternTrial &t : trials) {
        const PatternMatch &m = t.match;
        const QString verdict = !m.applicable ? tr("does not apply")
            : !m.matched                      ? tr("no match")
            : m.decisive                      ? tr("matches, decisive")
                                              : tr("matches");
        html += QStringLiteral("<h3>%1: %2</h3><p>%3</p><ul>")
                    .arg(esc(t.kernel), esc(verdict), esc(tr("confidence %1").arg(EngineText::number(m.confidence))));
        for (const DetectorOutcome &d : m.detectors) {
            const QString truth = d.result.truth == Truth::True ? tr("true")
                : d.result.truth == Truth::False                ? tr("false")
                                                                : tr("unknown");
            html += QStringLiteral("<li>%1 %2: <b>%3</b>%4</li>")
                        .arg(esc(tr("detector")))
                        .arg(d.index + 1)
                        .arg(esc(truth),
                            d.result.missing.isEmpty()
                                ? QString()
                                : QStringLiteral(" (%1)").arg(
                                      esc(tr("missing: %1").arg(d.result.missing.mid(0, 4).join(QStringLiteral(", "))))));
        }
        html += QStringLiteral("</ul>");
        if (!t.evidence.isEmpty()) {
            html += QStringLiteral("<p><b>%1</b></p><ul>").arg(esc(tr("Evidence")));
            for (const Evidence &e : t.evidence)
                html += QStringLiteral("<li>[%1] %2 <code>%3</code></li>")
                            .arg(esc(e.kind),
                                esc(e.metric.isEmpty() ? QStringLiteral("%1:%2").arg(e.artifact).arg(e.line)
                                                       : e.metric + QStringLiteral(" = ") + e.valueText()),
                                esc(e.excerpt.left(200)));
            html += QStringLiteral("</ul>");
        }
    }
    m_trial->setHtml(html);
    m_test->setEnabled(true);
}

void CuratorView::setKnowledgeBase(const QString &path)
{
    if (path == m_kbPath && (m_kb || m_loadJob.isRunning()))
        return;
    m_kbPath = path;
    m_kb.reset();
    m_model->setEntries({}, {});
    m_proposals->setPaths(m_workspace, m_kbPath);
    if (path.isEmpty()) {
        m_loadJob.cancel();
        fillTable();
        setStatus(tr("No knowledge base is set (Settings)."), true);
        return;
    }
    reload();
}

bool CuratorView::isLoading() const
{
    return m_loadJob.isRunning() || m_historyJob.isRunning() || m_exportJob.isRunning() || m_proposals->isLoading();
}

void CuratorView::setWorkspace(const QString &path)
{
    m_workspace = path;
    m_proposals->setPaths(m_workspace, m_kbPath);
}

void CuratorView::setOpenPath(const QString &path, const QString &kernel)
{
    m_openPath = path;
    m_openKernel = kernel;
    m_test->setEnabled(!path.isEmpty());
}

void CuratorView::reload()
{
    if (m_kbPath.isEmpty())
        return;
    const QString path = m_kbPath;
    m_loadJob.start(
        tr("Reading the knowledge base"), [path](const JobControl &) { return readKnowledge(path); },
        [this](const KnowledgeSnapshot &s) { showLoaded(s); });
}

void CuratorView::showLoaded(const KnowledgeSnapshot &s)
{
    if (s.path != m_kbPath)
        return; // read for a knowledge base no longer shown
    m_model->setEntries(s.patterns, s.knowledge);
    if (!s.open) {
        m_kb.reset();
        setStatus(s.error, true);
    } else if (!m_kb) {
        // The worker created and seeded the file: this open for writes only checks it.
        auto kb = std::make_unique<KnowledgeBase>();
        if (kb->open(m_kbPath))
            m_kb = std::move(kb);
        else
            setStatus(kb->error(), true);
    }
    if (!m_reopen.isEmpty()) {
        m_currentId.clear(); // the saved or reverted entry opens again with what is stored now
        const QString id = std::exchange(m_reopen, QString());
        fillTable();
        if (!showEntry(id))
            setStatus(tr("%1 is not in the knowledge base.").arg(id), true);
        if (const Pattern *p = m_model->pattern(id); std::exchange(m_saved, false) && p)
            setStatus(tr("Saved %1 as version %2.").arg(p->id).arg(p->version), false);
    } else {
        fillTable();
    }
    Q_EMIT loaded();
}

void CuratorView::fillTable()
{
    const QString keep = m_currentId;
    updateFilterChoices();
    m_table->resizeColumnToContents(CuratorModel::LevelColumn);
    m_table->setColumnWidth(CuratorModel::IdColumn, 240);
    m_table->setColumnWidth(CuratorModel::TitleColumn, 260);
    if (!keep.isEmpty())
        showEntry(keep);
    else
        for (int r = 0; r < m_filter->rowCount(); ++r)
            if (m_filter->index(r, 0).data(CuratorModel::IsPatternRole).toBool()) {
                // the first pattern opens: the editor is never blank
                m_table->setCurrentIndex(m_filter->index(r, CuratorModel::IdColumn));
                break;
            }
}

void CuratorView::updateFilterChoices()
{
    auto refill = [](QComboBox *box, const QString &all, const QStringList &values) {
        const QSignalBlocker block(box);
        const QString current = box->currentData().toString();
        box->clear();
        box->addItem(all, QString());
        for (const QString &v : values)
            box->addItem(v, v);
        box->setCurrentIndex(qMax(0, box->findData(current)));
    };
    refill(m_backendFilter, tr("All backends"), m_model->backendChoices());
    refill(m_categoryFilter, tr("All categories"), m_model->categoryChoices());
}

void CuratorView::applyFilter()
{
    m_filter->setCriteria(m_search->text().trimmed(), m_levelFilter->currentData().toString(),
        m_backendFilter->currentData().toString(), m_categoryFilter->currentData().toString());
}

bool CuratorView::showEntry(const QString &id)
{
    if (const QModelIndex i = m_filter->indexOf(id, CuratorModel::IdColumn); i.isValid()) {
        m_pages->setCurrentIndex(0);
        m_table->setCurrentIndex(i);
        m_table->scrollTo(i);
        openRow(i);
        return true;
    }
    // Hidden by the filter: clear it and look again.
    if (!m_search->text().isEmpty() || m_levelFilter->currentIndex() > 0 || m_backendFilter->currentIndex() > 0
        || m_categoryFilter->currentIndex() > 0) {
        m_search->clear();
        for (QComboBox *c : { m_levelFilter, m_backendFilter, m_categoryFilter })
            c->setCurrentIndex(0);
        return showEntry(id);
    }
    if (m_loadJob.isRunning()) {
        m_reopen = id; // opens once the table has been read
        return true;
    }
    return false;
}

void CuratorView::openRow(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const int row = m_filter->mapToSource(index).row();
    const Pattern *pattern = m_model->patternAt(row);
    const CompilerKnowledge *knowledge = m_model->knowledgeAt(row);
    const QString id = pattern ? pattern->id : knowledge ? knowledge->id : QString();
    if (id == m_currentId && m_editors->currentIndex() == (pattern ? 0 : 1))
        return;
    m_currentId = id;
    if (pattern) {
        m_editors->setCurrentIndex(0);
        showPattern(*pattern);
    } else if (knowledge) {
        m_editors->setCurrentIndex(1);
        m_knowledgeEditor->setEntry(*knowledge, false);
        m_history->clear();
        m_diff->clear();
    }
    m_test->setEnabled(pattern && !m_openPath.isEmpty());
}

void CuratorView::showPattern(const Pattern &p)
{
    m_patternEditor->setPattern(p, false);
    showHistory(p);
}

void CuratorView::showHistory(const Pattern &p)
{
    m_history->clear();
    m_diff->clear();
    for (auto it = p.history.crbegin(); it != p.history.crend(); ++it) {
        auto *item = new QTreeWidgetItem(m_history, { QString::number(it->version), it->date, it->note });
        item->setData(0, Qt::UserRole, it->version);
        if (it->version == p.version)
            item->setText(0, tr("%1 (current)").arg(it->version));
    }
    for (int c = 0; c < 2; ++c)
        m_history->resizeColumnToContents(c);
    m_revert->setEnabled(false);
    m_historyLabel->setText(tr("%1 is at version %2.").arg(p.id).arg(p.version));
    // The earlier definitions, for the diffs, are read in the background.
    m_versions.clear();
    QList<int> versions;
    for (const auto &h : p.history)
        if (h.version != p.version)
            versions << h.version;
    const QString path = m_kbPath, id = p.id;
    m_historyJob.start(
        tr("Reading the history of %1").arg(p.id),
        [path, id, versions](const JobControl &control) { return readVersions(path, id, versions, control); },
        [this](const PatternVersions &v) {
            if (v.path != m_kbPath || v.id != m_currentId)
                return;
            m_versions = v.versions;
            if (const QTreeWidgetItem *item = m_history->currentItem())
                m_diff->setPlainText(diffTo(item->data(0, Qt::UserRole).toInt()));
        });
}

QString CuratorView::diffTo(int version) const
{
    const Pattern *current = m_currentId.isEmpty() ? nullptr : m_model->pattern(m_currentId);
    if (!current)
        return {};
    if (version == current->version)
        return tr("Version %1 has the same definition as the current one.").arg(version);
    if (!m_versions.contains(version))
        return tr("Reading version %1…").arg(version);
    const std::optional<Pattern> old = m_versions.value(version);
    if (!old)
        return tr("Version %1 of %2 is recorded without its definition (older knowledge bases kept only the note).")
            .arg(version)
            .arg(m_currentId);
    const QString diff = unifiedDiff(definitionText(*old), definitionText(*current), tr("version %1").arg(version),
        tr("version %1 (current)").arg(current->version));
    return diff.isEmpty() ? tr("Version %1 has the same definition as the current one.").arg(version) : diff;
}

bool CuratorView::savePattern()
{
    if (!m_kb || !m_patternEditor->hasPattern())
        return false;
    // The editor shows the parser's message; the knowledge base refuses a broken detector on its own too.
    if (!m_patternEditor->validationError().isEmpty()) {
        setStatus(tr("Not saved: %1").arg(m_patternEditor->validationError()), true);
        return false;
    }
    const Pattern p = m_patternEditor->pattern();
    const bool isNew = m_patternEditor->isNew();
    const bool ok = isNew ? m_kb->addPattern(p) : m_kb->updatePattern(p);
    if (!ok) {
        setStatus(tr("Not saved: %1").arg(EngineText::translated(m_kb->error())), true);
        return false;
    }
    setStatus(tr("Saved %1.").arg(p.id), false); // with its version once the table is read again
    m_reopen = p.id;
    m_saved = true;
    reload();
    Q_EMIT knowledgeChanged();
    return true;
}

bool CuratorView::revertTo(int version)
{
    if (!m_kb || m_currentId.isEmpty())
        return false;
    const QString id = m_currentId;
    if (!m_kb->revertPattern(id, version)) {
        setStatus(m_kb->error(), true);
        return false;
    }
    setStatus(tr("%1 reverted to the definition of version %2.").arg(id).arg(version), false);
    m_reopen = id;
    reload();
    Q_EMIT knowledgeChanged();
    return true;
}

void CuratorView::testOnOpenKernel()
{
    if (m_openPath.isEmpty() || !m_patternEditor->hasPattern()) {
        m_trial->setHtml(QStringLiteral("<p><i>%1</i></p>")
                .arg(esc(tr("Open a kernel folder first; the test reads it the way the diagnosis does."))));
        return;
    }
    if (!m_patternEditor->validationError().isEmpty()) {
        m_trial->setHtml(QStringLiteral("<p><b>%1</b></p>").arg(esc(m_patternEditor->validationError())));
        return;
    }
    const Pattern p = m_patternEditor->pattern();
    const QString path = m_openPath, kernel = m_openKernel;
    m_test->setEnabled(false);
    m_trial->setHtml(QStringLiteral("<p><i>%1</i></p>").arg(esc(tr("Testing %1 on %2…").arg(p.id, QFileInfo(path).fileName()))));
    m_trialJob.start(
        tr("Testing %1…").arg(p.id),
        [p, path, kernel](const JobControl &control) {
            Diagnostics diagnostics;
            return tryPattern(p, path, kernel, diagnostics, control); // percent of the trial: per mille in the status bar
        },
        [this](const QList<PatternTrial> &trials) { showTrial(trials); });
}

bool CuratorView::importFile(const QString &file)
{
    if (!m_kb)
        return false;
    QString error;
    QByteArray bytes;
    if (!UserFile::read(file, UserFile::MaxDocumentBytes, &bytes, &error)) {
        setStatus(error, true);
        return false;
    }
    const ImportReport r = m_kb->importJson(bytes, QFileInfo(file).fileName());
    if (!r.error.isEmpty()) {
        setStatus(tr("Nothing imported: %1").arg(EngineText::translated(r.error)), true);
        return false;
    }
    setStatus(tr("Imported %1: %2 added, %3 updated, %4 unchanged, %5 compiler-knowledge entries.")
                  .arg(QFileInfo(file).fileName())
                  .arg(r.added)
                  .arg(r.updated)
                  .arg(r.unchanged)
                  .arg(r.compilerKnowledge),
        false);
    reload();
    Q_EMIT knowledgeChanged();
    return true;
}

bool CuratorView::exportFile(const QString &file)
{
    if (!m_kb)
        return false;
    // Read and written on a worker with its own connection; the status says when it is done.
    const QString path = m_kbPath;
    setStatus(tr("Exporting the knowledge base to %1…").arg(file), false);
    m_exportJob.start(
        tr("Exporting the knowledge base"),
        [path, file](const JobControl &) {
            KnowledgeBase kb;
            KnowledgeBase::OpenOptions options;
            options.seed = false;
            if (!kb.open(path, options))
                return kb.error();
            QSaveFile out(file); // written beside and renamed: an interrupted export leaves the old file intact
            if (!out.open(QIODevice::WriteOnly) || out.write(kb.exportJson()) < 0 || !out.commit())
                return QCoreApplication::translate("Lowerscope::Ui::CuratorView", "%1: could not write the export: %2")
                    .arg(file, out.errorString());
            return QString();
        },
        [this, file](const QString &error) {
            if (error.isEmpty())
                setStatus(tr("Exported the knowledge base to %1.").arg(file), false);
            else
                setStatus(error, true);
        });
    return true;
}

QString CuratorView::status() const
{
    return m_status->text();
}

void CuratorView::setStatus(const QString &text, bool error)
{
    m_statusIsError = error;
    m_status->setText(EngineText::translated(text)); // an engine error is English until shown
    m_status->setStyleSheet(error ? QStringLiteral("color: #c62828; font-weight: bold;") : QString());
    Q_EMIT message(m_status->text());
}

void CuratorView::retranslateUi()
{
    m_pages->setTabText(0, tr("Patterns and compiler knowledge"));
    m_pages->setTabText(1, tr("Proposals"));
    m_search->setPlaceholderText(tr("Search id, title, category, source…"));
    {
        const QSignalBlocker block(m_levelFilter);
        const int current = qMax(0, m_levelFilter->currentIndex());
        m_levelFilter->clear();
        m_levelFilter->addItem(tr("All levels"), QString());
        m_levelFilter->addItem(tr("L1 patterns"), QStringLiteral("L1"));
        m_levelFilter->addItem(tr("L4 compiler knowledge"), QStringLiteral("L4"));
        m_levelFilter->setCurrentIndex(current);
    }
    if (m_backendFilter->count() > 0)
        m_backendFilter->setItemText(0, tr("All backends"));
    if (m_categoryFilter->count() > 0)
        m_categoryFilter->setItemText(0, tr("All categories"));
    m_new->setText(tr("New pattern"));
    m_import->setText(tr("Import…"));
    m_export->setText(tr("Export…"));
    m_model->retranslate();
    m_save->setText(tr("Save"));
    m_delete->setText(tr("Delete"));
    m_test->setText(tr("Test on the open kernel"));
    m_history->setHeaderLabels({ tr("Version"), tr("Date"), tr("Note") });
    m_revert->setText(tr("Revert to this version"));
    if (auto *lower = findChild<QTabWidget *>(QStringLiteral("curatorLower"))) {
        lower->setTabText(0, tr("History"));
        lower->setTabText(1, tr("Test result"));
    }
}

void CuratorView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace Lowerscope::Ui
