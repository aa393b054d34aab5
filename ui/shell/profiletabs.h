// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QPointer>

class QTabWidget;

namespace Lowerscope::Ui {

namespace Charts {
class ChartsPane;
}
class TimelinePane;
struct PathViews;

// Presents the profile of an opened path as the "Timeline" and "Charts" tabs (the path is read by the one
// analysis job, see MainWindow). A path without events or charts hides the tabs of the previous one.
class ProfileTabs : public QObject {
    Q_OBJECT
public:
    explicit ProfileTabs(QTabWidget *tabs, QObject *parent = nullptr);

    void apply(const PathViews &views);
    TimelinePane *timeline() const { return m_timeline; }
    Charts::ChartsPane *charts() const { return m_charts; }
    void retranslateTabs(); // MainWindow's language change
    // The kernel the other views show (KernelSelection): the Charts tab marks it on the roofline.
    void setKernel(const QString &kernel);

Q_SIGNALS:
    void kernelActivated(const QString &name);
    void message(const QString &text);

private:
    QPointer<QTabWidget> m_tabs;
    QString m_kernel;
    TimelinePane *m_timeline = nullptr;
    Charts::ChartsPane *m_charts = nullptr;
};

} // namespace Lowerscope::Ui
