// SPDX-License-Identifier: MIT
#include "profiletabs.h"

#include "charts/chartspane.h"
#include "profile/profilereader.h"
#include "timelinepane.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QProgressBar>
#include <QTabWidget>
#include <QToolButton>
#include <QtConcurrent>

namespace Lowerscope::Ui {

ProfileTabs::ProfileTabs(QTabWidget *tabs, QProgressBar *progress, QToolButton *cancel, QObject *parent)
    : QObject(parent)
    , m_tabs(tabs)
    , m_progress(progress)
    , m_cancelButton(cancel)
{
    if (m_cancelButton)
        connect(m_cancelButton, &QToolButton::clicked, this, &ProfileTabs::cancel);
    if (m_tabs)
        m_tabs->installEventFilter(this); // for LanguageChange: tab titles are ours to retranslate
}

ProfileTabs::~ProfileTabs()
{
    if (m_cancel)
        m_cancel->store(true);
    m_work.waitForFinished();
}

ProfileViews ProfileTabs::load(const QString &path, const std::atomic<bool> *cancel, const std::function<void(qint64, qint64)> &progress)
{
    ProfileViews views;
    ReadControl control;
    control.cancel = cancel;
    control.progress = progress;
    ProfileReadResult read = readProfile(path, control);
    views.diagnostics = read.profile.diagnostics;
    views.formats = read.profile.formats;
    views.cancelled = read.cancelled;
    if (read.cancelled || !read.anythingRead())
        return views;
    views.timeline = TimelineModel::build(read.profile, cancel);
    // bench.json sits next to the kernel folders (the fixtures' layout): look in PATH and one level up.
    const QFileInfo info(path);
    const QDir dir = info.isDir() ? QDir(info.absoluteFilePath()) : info.absoluteDir();
    BenchResults bench;
    for (const QString &candidate : {dir.filePath(QStringLiteral("bench.json")), QFileInfo(dir.absolutePath()).dir().filePath(QStringLiteral("bench.json"))})
        if (QFileInfo::exists(candidate)) {
            bench = BenchResults::read(candidate);
            views.diagnostics.merge(bench.diagnostics);
            break;
        }
    views.charts = Charts::reduceCharts(read.profile, bench);
    return views;
}

void ProfileTabs::open(const QString &path)
{
    cancel();
    const int generation = ++m_generation;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_loading = true;
    if (m_progress) {
        m_progress->setRange(0, 1000);
        m_progress->setValue(0);
        m_progress->setFormat(tr("Reading profile… %p%"));
        m_progress->setVisible(true);
    }
    if (m_cancelButton)
        m_cancelButton->setVisible(true);
    QPointer<ProfileTabs> self(this);
    const auto cancelFlag = m_cancel;
    const auto progress = [self, generation](qint64 done, qint64 total) {
        if (total <= 0)
            return;
        const int permille = int(qMin<qint64>(1000, done * 1000 / total));
        QMetaObject::invokeMethod(self.data(), [self, generation, permille] {
            if (self && self->m_generation == generation && self->m_progress)
                self->m_progress->setValue(permille);
        }, Qt::QueuedConnection);
    };
    m_work = QtConcurrent::run([path, cancelFlag, progress] { return load(path, cancelFlag.get(), progress); });
    m_work.then(this, [this, generation](const ProfileViews &views) {
        if (generation != m_generation)
            return; // a newer open superseded this one
        apply(views);
        finishLoading();
    });
}

void ProfileTabs::cancel()
{
    if (!m_loading)
        return;
    if (m_cancel)
        m_cancel->store(true);
    ++m_generation; // whatever the old job returns is stale now
    finishLoading();
    Q_EMIT message(tr("Profile reading cancelled"));
}

void ProfileTabs::finishLoading()
{
    m_loading = false;
    if (m_progress)
        m_progress->setVisible(false);
    if (m_cancelButton)
        m_cancelButton->setVisible(false);
    Q_EMIT loaded();
}

void ProfileTabs::apply(const ProfileViews &views)
{
    if (!m_tabs)
        return;
    for (const Warning &w : views.diagnostics.warnings)
        Q_EMIT message(w.toText());
    const bool hasTimeline = !views.timeline.isEmpty();
    if (hasTimeline && !m_timeline) {
        m_timeline = new TimelinePane(m_tabs);
        connect(m_timeline, &TimelinePane::kernelActivated, this, &ProfileTabs::kernelActivated);
        m_tabs->addTab(m_timeline, QString());
    }
    if (!views.charts.isEmpty() && !m_charts) {
        m_charts = new Charts::ChartsPane(m_tabs);
        m_tabs->addTab(m_charts, QString());
    }
    // A profile without events or charts removes the tabs of the previous one.
    if (m_timeline) {
        m_timeline->setModel(views.timeline);
        m_tabs->setTabVisible(m_tabs->indexOf(m_timeline), hasTimeline);
    }
    if (m_charts) {
        m_charts->setCharts(views.charts);
        m_tabs->setTabVisible(m_tabs->indexOf(m_charts), !views.charts.isEmpty());
    }
    retranslateTabs();
    if (hasTimeline)
        Q_EMIT message(tr("Profile: %1 events on %2 tracks (%3)")
                           .arg(views.timeline.sliceCount())
                           .arg(views.timeline.profile().tracks.size())
                           .arg(views.formats.join(QStringLiteral(", "))));
}

void ProfileTabs::retranslateTabs()
{
    if (m_timeline)
        m_tabs->setTabText(m_tabs->indexOf(m_timeline), tr("Timeline"));
    if (m_charts)
        m_tabs->setTabText(m_tabs->indexOf(m_charts), tr("Charts"));
}

bool ProfileTabs::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_tabs && event->type() == QEvent::LanguageChange)
        retranslateTabs();
    return QObject::eventFilter(watched, event);
}

} // namespace Lowerscope::Ui
