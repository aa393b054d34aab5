// SPDX-License-Identifier: MIT
#include "optimize/optimizedialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Lowerscope::Ui {

OptimizeDialog::OptimizeDialog(const QStringList &tasks, const QList<RunnerProfile> &profiles, QWidget *parent)
    : QDialog(parent)
    , m_profiles(profiles)
{
    setObjectName(QStringLiteral("optimizeDialog"));
    // The profile `local` always exists (docs/runners.md); a stored one of that name replaces the default.
    if (std::none_of(m_profiles.cbegin(), m_profiles.cend(),
            [](const RunnerProfile &p) { return p.name == RunnerProfile::localDefault().name; }))
        m_profiles.prepend(RunnerProfile::localDefault());
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_tasksLabel = new QLabel(this);
    QHBoxLayout *taskList = createTaskList();
    QFormLayout *form = createLoopForm();
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this); // last in the tab order
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_tasksLabel);
    layout->addLayout(taskList, 1);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    connectControls();
    for (const QString &t : tasks)
        addTask(t);
    retranslateUi();
    resize(640, 520);
}

// The task folders, with Add and Remove beside them.
QHBoxLayout *OptimizeDialog::createTaskList()
{
    m_tasks = new QListWidget(this);
    m_tasks->setObjectName(QStringLiteral("optimizeTasks"));
    m_add = new QPushButton(QIcon::fromTheme(QStringLiteral("list-add")), QString(), this);
    m_remove = new QPushButton(QIcon::fromTheme(QStringLiteral("list-remove")), QString(), this);
    auto *taskButtons = new QVBoxLayout;
    taskButtons->addWidget(m_add);
    taskButtons->addWidget(m_remove);
    taskButtons->addStretch(1);
    auto *taskRow = new QHBoxLayout;
    taskRow->addWidget(m_tasks, 1);
    taskRow->addLayout(taskButtons);

    return taskRow;
}

// Rounds, candidates, the runner (and what it needs), resume, the baseline log and an offline step's results.
QFormLayout *OptimizeDialog::createLoopForm()
{
    m_rounds = new QSpinBox(this);
    m_rounds->setRange(1, 200);
    m_rounds->setValue(4);
    m_candidates = new QSpinBox(this);
    m_candidates->setRange(1, 32);
    m_runner = new QComboBox(this);
    for (const RunnerProfile &p : std::as_const(m_profiles))
        m_runner->addItem(QStringLiteral("%1 (%2)").arg(p.name, p.kind), p.name);
    m_runnerNote = new QLabel(this);
    m_runnerNote->setWordWrap(true);
    m_resume = new QCheckBox(this);
    m_baseline = new QLineEdit(this);
    m_browseBaseline = new QPushButton(this);
    auto *baselineRow = new QHBoxLayout;
    baselineRow->addWidget(m_baseline, 1);
    baselineRow->addWidget(m_browseBaseline);
    auto *form = new QFormLayout;
    m_roundsLabel = new QLabel(this);
    m_candidatesLabel = new QLabel(this);
    m_runnerLabel = new QLabel(this);
    m_baselineLabel = new QLabel(this);
    form->addRow(m_roundsLabel, m_rounds);
    form->addRow(m_candidatesLabel, m_candidates);
    form->addRow(m_runnerLabel, m_runner);
    form->addRow(QString(), m_runnerNote);
    form->addRow(QString(), m_resume);
    form->addRow(m_baselineLabel, baselineRow);
    m_results = new QLineEdit(this);
    m_browseResults = new QPushButton(this);
    auto *resultsRow = new QHBoxLayout;
    resultsRow->addWidget(m_results, 1);
    resultsRow->addWidget(m_browseResults);
    m_resultsLabel = new QLabel(this);
    form->addRow(m_resultsLabel, resultsRow);

    return form;
}

void OptimizeDialog::connectControls()
{
    connect(m_add, &QPushButton::clicked, this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Add an operator task folder"));
        if (!dir.isEmpty())
            addTask(dir);
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        delete m_tasks->currentItem();
        updateState();
    });
    connect(m_browseBaseline, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Baseline log"), QString(), tr("Harness logs (*.json)"));
        if (!file.isEmpty())
            m_baseline->setText(file);
    });
    connect(m_browseResults, &QPushButton::clicked, this, [this] {
        const QString file
            = QFileDialog::getOpenFileName(this, tr("Results of an offline step"), QString(), tr("Results archives (*.tar.gz)"));
        if (!file.isEmpty())
            m_results->setText(file);
    });
    connect(m_runner, &QComboBox::currentIndexChanged, this, &OptimizeDialog::updateState);
    connect(m_tasks, &QListWidget::currentRowChanged, this, &OptimizeDialog::updateState);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void OptimizeDialog::addTask(const QString &folder)
{
    const QString path = QDir::cleanPath(QDir(folder).absolutePath());
    if (m_tasks->findItems(path, Qt::MatchExactly).isEmpty())
        m_tasks->addItem(path);
    updateState();
}

Optimize::LoopSpec OptimizeDialog::spec() const
{
    Optimize::LoopSpec s;
    for (int i = 0; i < m_tasks->count(); ++i)
        s.taskDirs << m_tasks->item(i)->text();
    s.rounds = m_rounds->value();
    s.candidates = m_candidates->value();
    s.resume = m_resume->isChecked();
    s.baselineLog = m_baseline->text().trimmed();
    s.resultsArchive = m_results->text().trimmed();
    s.runner = m_profiles.value(m_runner->currentIndex(), RunnerProfile::localDefault());
    return s;
}

void OptimizeDialog::updateState()
{
    m_remove->setEnabled(m_tasks->currentItem() != nullptr);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_tasks->count() > 0);
    const RunnerProfile p = m_profiles.value(m_runner->currentIndex(), RunnerProfile::localDefault());
    m_runnerNote->setText(p.kind == QLatin1String("offline")
            ? tr("An offline profile runs nothing here: each step is exported as a bundle to run where the hardware is; "
                 "the loop then waits for its results.")
            : tr("Each candidate runs through the harness on %1, after you have seen its diff.").arg(p.name));
}

void OptimizeDialog::retranslateUi()
{
    setWindowTitle(tr("Optimize Operator Tasks"));
    m_intro->setText(
        tr("The embedded loop: each step diagnoses the best kernel so far, picks rewrites from the findings by impact, "
           "asks you before any of them runs, validates them with the runner and records the rounds in the workspace."));
    m_tasksLabel->setText(tr("Task folders (each with a task.json):"));
    m_add->setText(tr("Add…"));
    m_remove->setText(tr("Remove"));
    m_roundsLabel->setText(tr("Rounds per operator:"));
    m_rounds->setToolTip(tr("In all, counting the rounds of earlier sessions."));
    m_candidatesLabel->setText(tr("Candidates per step:"));
    m_runnerLabel->setText(tr("Runner:"));
    m_resume->setText(tr("Continue the rounds the workspace already holds for these tasks"));
    m_baselineLabel->setText(tr("Baseline log (optional):"));
    m_browseBaseline->setText(tr("Browse…"));
    m_resultsLabel->setText(tr("Offline results (optional):"));
    m_results->setToolTip(
        tr("The results.tar.gz of an offline step's bundle: imported first, its rounds finished, then the loop continues."));
    m_browseResults->setText(tr("Browse…"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    updateState();
}

void OptimizeDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

} // namespace Lowerscope::Ui
