// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/pathanalysis.h"

#include <QFrame>

class QLabel;
class QToolButton;

namespace Lowerscope::Ui {

// A banner over the central views when an opened path gave nothing to show: what was found, what was not,
// the files no reader took, the problems met (a format that is known but not read is named there), and every
// format Lowerscope reads. When it gave something but some of it was read from files that end early or hold
// fewer rows than their listing (PathContents::partial), the banner names each such file and line instead, so
// that partial figures are never taken for whole ones. Hidden otherwise.
class OpenBanner : public QFrame {
    Q_OBJECT
public:
    explicit OpenBanner(QWidget *parent = nullptr);
    // Shows the banner when CONTENTS read nothing or read partial data, hides it otherwise.
    void setContents(const QString &path, const PathContents &contents);
    QString text() const; // plain text of what is shown, for tests

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();
    void renderPartial();

    QString m_path;
    PathContents m_contents;
    QLabel *m_text = nullptr;
    QToolButton *m_close = nullptr;
};

} // namespace Lowerscope::Ui
