// SPDX-License-Identifier: MIT
#pragma once

#include "diagnosis/finding.h"

#include <QTextBrowser>

class QUrl;

namespace Lowerscope::Ui {

// Every finding of one diagnosis in full, in rank order, as word-wrapped text that fits any width (the Findings
// dock at 380 px as well as the Diagnosis tab): title, category and severity, the level that established it,
// impact with its basis, source location, the pattern and its confidence, why (the compiler knowledge's
// explanation), the conditions a rewrite must satisfy, and each evidence item (artifact:line with its excerpt, or
// the metric's rounded value and unit). Each location, pattern and evidence item is a link; activating it (click,
// or Tab and Enter) emits evidenceActivated. The engine's texts are shown translated (core/enginetext.h).
class FindingsBrowser : public QTextBrowser {
    Q_OBJECT
public:
    explicit FindingsBrowser(QWidget *parent = nullptr);
    void setDiagnosis(const Diagnosis &diagnosis);
    const Diagnosis &diagnosis() const { return m_diagnosis; }
    // Activates evidence EVIDENCE of finding FINDING, as a click on its link does.
    void activateEvidence(int finding, int evidence);

Q_SIGNALS:
    // An evidence item, a finding's location (kind "source") or its pattern (artifact "kb:ID") was activated;
    // SOURCELINE is the finding's line in the kernel source (0 if none).
    void evidenceActivated(const Lowerscope::Evidence &evidence, int sourceLine);

protected:
    void changeEvent(QEvent *event) override;

private:
    void render();
    void openLink(const QUrl &url);

    Diagnosis m_diagnosis;
};

} // namespace Lowerscope::Ui
