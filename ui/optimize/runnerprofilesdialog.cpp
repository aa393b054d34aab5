// SPDX-License-Identifier: MIT
#include "optimize/runnerprofilesdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace Lowerscope {

namespace {

// Options are edited as one line, separated by spaces (ssh -o values and sbatch arguments have none).
QString joined(const QStringList &l)
{
    return l.join(QLatin1Char(' '));
}
QStringList split(const QString &s)
{
    return s.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

} // namespace

RunnerProfilesDialog::RunnerProfilesDialog(QSettings &settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
{
    setObjectName(QStringLiteral("runnerProfilesDialog"));
    auto *top = new QHBoxLayout;
    top->addLayout(createProfileList(), 1);
    top->addLayout(createProfileForm(), 2);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *outer = new QVBoxLayout(this);
    outer->addLayout(top);
    outer->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &RunnerProfilesDialog::updateKindFields);
    connect(m_list, &QListWidget::currentTextChanged, this, [this](const QString &name) {
        if (const std::optional<RunnerProfile> p = RunnerProfiles::find(m_settings, name))
            showProfile(*p);
    });
    connect(m_new, &QPushButton::clicked, this, [this] {
        RunnerProfile p;
        p.name.clear();
        m_list->clearSelection();
        showProfile(p);
        m_name->setFocus();
    });
    connect(m_save, &QPushButton::clicked, this, &RunnerProfilesDialog::saveForm);
    connect(m_remove, &QPushButton::clicked, this, &RunnerProfilesDialog::removeSelected);
    connect(m_test, &QPushButton::clicked, this, &RunnerProfilesDialog::testForm);
    retranslateUi();
    reload();
}

// The stored profiles, with New and Remove below them.
QVBoxLayout *RunnerProfilesDialog::createProfileList()
{
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("profileList"));
    m_new = new QPushButton(this);
    m_remove = new QPushButton(this);
    auto *left = new QVBoxLayout;
    left->addWidget(m_list);
    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(m_new);
    listButtons->addWidget(m_remove);
    left->addLayout(listButtons);

    return left;
}

// The selected profile's fields (those of other kinds hidden: updateKindFields), Test and Save, the test's output.
QVBoxLayout *RunnerProfilesDialog::createProfileForm()
{
    auto spin = [this](int lo, int hi) {
        auto *s = new QSpinBox(this);
        s->setRange(lo, hi);
        return s;
    };
    m_name = new QLineEdit(this);
    m_kind = new QComboBox(this);
    for (const QString &k : RunnerProfile::kinds())
        m_kind->addItem(k, k);
    m_timeout = spin(1, 7 * 24 * 3600);
    m_parallel = spin(1, 256);
    m_python = new QLineEdit(this);
    m_host = new QLineEdit(this);
    m_port = spin(0, 65535);
    m_remoteDir = new QLineEdit(this);
    m_sshOptions = new QLineEdit(this);
    m_partition = new QLineEdit(this);
    m_gres = new QLineEdit(this);
    m_timeLimit = new QLineEdit(this);
    m_account = new QLineEdit(this);
    m_sbatchArgs = new QLineEdit(this);
    m_sharedDir = new QLineEdit(this);
    m_poll = spin(1, 3600);
    m_form = new QFormLayout;
    for (QWidget *w : std::initializer_list<QWidget *> { m_name, m_kind, m_timeout, m_parallel, m_python, m_host, m_port,
             m_remoteDir, m_sshOptions, m_partition, m_gres, m_timeLimit, m_account, m_sbatchArgs, m_sharedDir, m_poll })
        m_form->addRow(new QLabel(this), w);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("message"));
    m_testOutput = new QPlainTextEdit(this);
    m_testOutput->setReadOnly(true);
    m_testOutput->setMaximumBlockCount(500);
    m_save = new QPushButton(this);
    m_test = new QPushButton(this);
    auto *formButtons = new QHBoxLayout;
    formButtons->addStretch();
    formButtons->addWidget(m_test);
    formButtons->addWidget(m_save);
    auto *right = new QVBoxLayout;
    right->addLayout(m_form);
    right->addWidget(m_message);
    right->addLayout(formButtons);
    right->addWidget(m_testOutput);
    return right;
}

RunnerProfilesDialog::~RunnerProfilesDialog() = default; // m_testJob cancels and waits

QAction *RunnerProfilesDialog::addMenuEntry(QMenu *menu, QWidget *window)
{
    QAction *action = menu->addAction(tr("&Runner Profiles…"));
    action->setObjectName(QStringLiteral("runnerProfilesAction"));
    connect(action, &QAction::triggered, window, [window] {
        QSettings settings;
        RunnerProfilesDialog dialog(settings, window);
        dialog.exec();
    });
    // Kept translated: the menu is retitled on a language change, the entry follows it.
    struct Retitle : QObject {
        QAction *action;
        Retitle(QAction *a, QObject *parent)
            : QObject(parent)
            , action(a)
        {
        }
        bool eventFilter(QObject *o, QEvent *e) override
        {
            if (e->type() == QEvent::LanguageChange)
                action->setText(RunnerProfilesDialog::tr("&Runner Profiles…"));
            return QObject::eventFilter(o, e);
        }
    };
    window->installEventFilter(new Retitle(action, action));
    return action;
}

void RunnerProfilesDialog::retranslateUi()
{
    setWindowTitle(tr("Runner Profiles"));
    m_new->setText(tr("New"));
    m_remove->setText(tr("Remove"));
    m_save->setText(tr("Save"));
    m_test->setText(tr("Test"));
    auto label = [this](QWidget *field, const QString &text) {
        if (auto *l = qobject_cast<QLabel *>(m_form->labelForField(field)))
            l->setText(text);
    };
    label(m_name, tr("Name"));
    label(m_kind, tr("Kind"));
    label(m_timeout, tr("Timeout per request (s)"));
    label(m_parallel, tr("Requests at once"));
    label(m_python, tr("Python"));
    label(m_host, tr("ssh host"));
    label(m_port, tr("ssh port (0: default)"));
    label(m_remoteDir, tr("Remote folder"));
    label(m_sshOptions, tr("ssh options (-o, space-separated)"));
    label(m_partition, tr("Partition"));
    label(m_gres, tr("GRES (e.g. gpu:1)"));
    label(m_timeLimit, tr("Time limit (sbatch --time)"));
    label(m_account, tr("Account"));
    label(m_sbatchArgs, tr("More sbatch arguments"));
    label(m_sharedDir, tr("Shared folder"));
    label(m_poll, tr("Poll every (s)"));
    m_python->setPlaceholderText(QStringLiteral("python3"));
    m_remoteDir->setPlaceholderText(QStringLiteral(".cache/lowerscope-runs"));
}

void RunnerProfilesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void RunnerProfilesDialog::reload(const QString &select)
{
    m_list->clear();
    bool hasLocal = false;
    const QList<RunnerProfile> profiles = RunnerProfiles::load(m_settings);
    for (const RunnerProfile &p : profiles) {
        m_list->addItem(p.name);
        hasLocal = hasLocal || p.name == QLatin1String("local");
    }
    if (!hasLocal)
        m_list->insertItem(0, QStringLiteral("local"));
    const QList<QListWidgetItem *> found
        = m_list->findItems(select.isEmpty() ? QStringLiteral("local") : select, Qt::MatchExactly);
    if (!found.isEmpty())
        m_list->setCurrentItem(found.first());
}

void RunnerProfilesDialog::showProfile(const RunnerProfile &p)
{
    m_name->setText(p.name);
    m_kind->setCurrentIndex(qMax(0, m_kind->findData(p.kind)));
    m_timeout->setValue(p.timeoutS);
    m_parallel->setValue(p.parallel);
    m_python->setText(p.python);
    m_host->setText(p.host);
    m_port->setValue(p.port);
    m_remoteDir->setText(p.remoteDir);
    m_sshOptions->setText(joined(p.sshOptions));
    m_partition->setText(p.partition);
    m_gres->setText(p.gres);
    m_timeLimit->setText(p.timeLimit);
    m_account->setText(p.account);
    m_sbatchArgs->setText(joined(p.sbatchArgs));
    m_sharedDir->setText(p.sharedDir);
    m_poll->setValue(p.pollS);
    m_message->clear();
    m_testOutput->clear();
    updateKindFields();
}

RunnerProfile RunnerProfilesDialog::formProfile() const
{
    RunnerProfile p;
    p.name = m_name->text().trimmed();
    p.kind = m_kind->currentData().toString();
    p.timeoutS = m_timeout->value();
    p.parallel = m_parallel->value();
    p.python = m_python->text().trimmed();
    p.host = m_host->text().trimmed();
    p.port = m_port->value();
    p.remoteDir = m_remoteDir->text().trimmed();
    p.sshOptions = split(m_sshOptions->text());
    p.partition = m_partition->text().trimmed();
    p.gres = m_gres->text().trimmed();
    p.timeLimit = m_timeLimit->text().trimmed();
    p.account = m_account->text().trimmed();
    p.sbatchArgs = split(m_sbatchArgs->text());
    p.sharedDir = m_sharedDir->text().trimmed();
    p.pollS = m_poll->value();
    return p;
}

void RunnerProfilesDialog::updateKindFields()
{
    const QString kind = m_kind->currentData().toString();
    const bool ssh = kind == QLatin1String("ssh");
    const bool slurm = kind == QLatin1String("slurm");
    for (QWidget *w : std::initializer_list<QWidget *> { m_host, m_port, m_remoteDir, m_sshOptions })
        m_form->setRowVisible(w, ssh);
    for (QWidget *w :
        std::initializer_list<QWidget *> { m_partition, m_gres, m_timeLimit, m_account, m_sbatchArgs, m_sharedDir, m_poll })
        m_form->setRowVisible(w, slurm);
    m_form->setRowVisible(m_parallel, !slurm);
}

bool RunnerProfilesDialog::saveForm()
{
    const RunnerProfile p = formProfile();
    QString error;
    if (!RunnerProfiles::save(m_settings, p, &error)) {
        m_message->setText(error);
        return false;
    }
    reload(p.name);
    m_message->setText(tr("Saved %1.").arg(p.name));
    return true;
}

QString RunnerProfilesDialog::message() const
{
    return m_message->text();
}

void RunnerProfilesDialog::removeSelected()
{
    const QListWidgetItem *item = m_list->currentItem();
    if (!item)
        return;
    const QString name = item->text();
    if (RunnerProfiles::remove(m_settings, name))
        m_message->setText(tr("Removed %1.").arg(name));
    reload();
}

void RunnerProfilesDialog::testForm()
{
    if (m_testJob.isRunning())
        return;
    const RunnerProfile p = formProfile();
    m_testOutput->setPlainText(tr("Testing %1…").arg(p.name));
    m_test->setEnabled(false);
    m_testJob.start(
        tr("Testing %1…").arg(p.name), [p](const JobControl &) { return checkProfile(p); },
        [this](const ProfileCheck &c) {
            QString text = c.ok() ? tr("Every check passed.") : tr("A check failed.");
            for (const ProfileCheckStep &s : c.steps)
                text += QStringLiteral("\n%1 %2\n%3").arg(s.ok ? QStringLiteral("✓") : QStringLiteral("✗"), s.what, s.output);
            m_testOutput->setPlainText(text);
            m_test->setEnabled(true);
        });
}

} // namespace Lowerscope
