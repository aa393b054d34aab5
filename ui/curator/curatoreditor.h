// SPDX-License-Identifier: MIT
#pragma once

#include "kb/pattern.h"

#include <QWidget>
#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTableWidget;
class QVBoxLayout;

namespace Lowerscope::Ui {

// The curator's form for one pattern: every field of the stored pattern (docs/knowledge-base.md), detectors
// and mechanical edits as tables. Each detector (and the applicability) is parsed as it is typed; the first
// problem is shown with the parser's own message, line and column, and its cell is marked.
class PatternEditor : public QWidget {
    Q_OBJECT
public:
    enum DetectorColumn { KindColumn, RoleColumn, WeightColumn, ExpressionColumn, NoteColumn, DetectorColumns };

    explicit PatternEditor(QWidget *parent = nullptr);
    void setPattern(const Pattern &pattern, bool isNew);
    // The pattern as edited: the loaded one (version, history, statistics) with every field from the form.
    Pattern pattern() const;
    bool isNew() const { return m_new; }
    bool hasPattern() const { return m_loaded; }
    // The first problem of the form, as shown under it ("Detector 2: line 1, column 9: ..."); empty when none.
    QString validationError() const { return m_error; }
    QTableWidget *detectorTable() const { return m_detectors; }
    QLineEdit *titleField() const { return m_title; }
    void setDetectorExpression(int row, const QString &expression);

Q_SIGNALS:
    void edited();
    void validityChanged(bool valid);

protected:
    void changeEvent(QEvent *event) override;

private:
    QFormLayout *newForm(std::initializer_list<QWidget *> fields);
    void addIdentityForm(QVBoxLayout *layout);
    void addDetectorTable(QVBoxLayout *layout);
    void addDescriptionForm(QVBoxLayout *layout);
    void addEditTable(QVBoxLayout *layout);
    void retranslateUi();
    void validate();
    void addDetectorRow(const PatternDetector &d);

    Pattern m_base;
    bool m_new = false;
    bool m_loaded = false;
    bool m_filling = false;
    QString m_error;
    QList<QLabel *> m_labels;
    QLineEdit *m_id = nullptr;
    QLineEdit *m_title = nullptr;
    QComboBox *m_family = nullptr;
    QComboBox *m_category = nullptr;
    QComboBox *m_severity = nullptr;
    QLineEdit *m_backends = nullptr;
    QLineEdit *m_operatorCategories = nullptr;
    QLineEdit *m_applicability = nullptr;
    QTableWidget *m_detectors = nullptr;
    QPlainTextEdit *m_symptom = nullptr;
    QPlainTextEdit *m_rationale = nullptr;
    QPlainTextEdit *m_recipe = nullptr;
    QTableWidget *m_edits = nullptr;
    QPlainTextEdit *m_conditions = nullptr;
    QLineEdit *m_expectedGain = nullptr;
    QLineEdit *m_risk = nullptr;
    QComboBox *m_provenanceKind = nullptr;
    QLineEdit *m_provenanceSource = nullptr;
    QLineEdit *m_provenanceRounds = nullptr;
    QCheckBox *m_untested = nullptr;
    QLabel *m_validation = nullptr;
    QLabel *m_detectorsLabel = nullptr;
    QLabel *m_editsLabel = nullptr;
};

// The curator's editor for one compiler-knowledge entry (L4): its JSON form, checked as it is typed (JSON
// syntax with line and column, the entry's fields, and its evidence tests parsed as detectors).
class KnowledgeEditor : public QWidget {
    Q_OBJECT
public:
    explicit KnowledgeEditor(QWidget *parent = nullptr);
    void setEntry(const CompilerKnowledge &entry, bool isNew);
    // The edited entry, or nullopt with *error saying what is wrong and where.
    std::optional<CompilerKnowledge> entry(QString *error) const;
    bool isNew() const { return m_new; }
    QString validationError() const { return m_error; }
    QPlainTextEdit *textEdit() const { return m_text; }

Q_SIGNALS:
    void validityChanged(bool valid);

protected:
    void changeEvent(QEvent *event) override;

private:
    void validate();
    QPlainTextEdit *m_text = nullptr;
    QLabel *m_hint = nullptr;
    QLabel *m_validation = nullptr;
    QString m_error;
    bool m_new = false;
};

} // namespace Lowerscope::Ui
