// SPDX-License-Identifier: MIT
#include "curator/curatoreditor.h"

#include "core/enginetext.h"
#include "kb/detector.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Lowerscope::Ui {

namespace {

QStringList splitList(const QString &text, QChar sep)
{
    QStringList out;
    for (const QString &s : text.split(sep))
        if (!s.trimmed().isEmpty())
            out << s.trimmed();
    return out;
}

QPlainTextEdit *textBox(QWidget *parent, int lines)
{
    auto *e = new QPlainTextEdit(parent);
    e->setTabChangesFocus(true);
    e->setFixedHeight(e->fontMetrics().lineSpacing() * lines + 12);
    return e;
}

// "line L, column C" of a 0-based OFFSET in TEXT.
std::pair<int, int> lineColumn(const QString &text, int offset)
{
    int line = 1, column = 1;
    for (int i = 0; i < offset && i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('\n')) {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return { line, column };
}

} // namespace

PatternEditor::PatternEditor(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    addIdentityForm(layout);
    addDetectorTable(layout);
    addDescriptionForm(layout);
    addEditTable(layout);
    connect(m_applicability, &QLineEdit::textChanged, this, [this] {
        if (!m_filling)
            validate();
    });
    for (QLineEdit *e : { m_id, m_title, m_backends, m_operatorCategories, m_expectedGain, m_risk, m_provenanceSource })
        connect(e, &QLineEdit::textEdited, this, &PatternEditor::edited);
    retranslateUi();
    setEnabled(false);
}

// A form of FIELDS, each under a label that retranslateUi() names (m_labels, in the order of the rows). Beside a
// narrow scroll area (1440x900 with both docks), or with longer labels (German), a row puts its field under its
// label rather than widen the editor beyond the area.
QFormLayout *PatternEditor::newForm(std::initializer_list<QWidget *> fields)
{
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    for (QWidget *field : fields) {
        auto *label = new QLabel(this);
        m_labels.append(label);
        form->addRow(label, field);
    }
    return form;
}

// Id, title, family, category, severity, backends, operator categories, applicability.
void PatternEditor::addIdentityForm(QVBoxLayout *layout)
{
    m_id = new QLineEdit(this);
    m_id->setObjectName(QStringLiteral("patternId"));
    m_title = new QLineEdit(this);
    m_title->setObjectName(QStringLiteral("patternTitle"));
    m_family = new QComboBox(this);
    m_family->setEditable(true);
    m_family->addItems({ QStringLiteral("memory"), QStringLiteral("compute"), QStringLiteral("parallelism"),
        QStringLiteral("layout"), QStringLiteral("scalar"), QStringLiteral("sync"), QStringLiteral("resources") });
    m_category = new QComboBox(this);
    m_category->setEditable(true);
    m_severity = new QComboBox(this);
    m_severity->addItems({ QStringLiteral("info"), QStringLiteral("low"), QStringLiteral("medium"), QStringLiteral("high") });
    m_backends = new QLineEdit(this);
    m_operatorCategories = new QLineEdit(this);
    m_applicability = new QLineEdit(this);
    m_applicability->setObjectName(QStringLiteral("patternApplicability"));
    for (QComboBox *c : { m_family, m_category, m_severity }) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon); // a long category never widens the editor
        c->setMinimumContentsLength(12);
    }
    layout->addLayout(
        newForm({ m_id, m_title, m_family, m_category, m_severity, m_backends, m_operatorCategories, m_applicability }));
}

// The detectors, one per row, validated as they are edited, with their buttons and the parser's message.
void PatternEditor::addDetectorTable(QVBoxLayout *layout)
{
    m_detectorsLabel = new QLabel(this);
    layout->addWidget(m_detectorsLabel);
    m_detectors = new QTableWidget(0, DetectorColumns, this);
    m_detectors->setObjectName(QStringLiteral("patternDetectors"));
    m_detectors->horizontalHeader()->setSectionResizeMode(ExpressionColumn, QHeaderView::Stretch);
    m_detectors->verticalHeader()->setVisible(true);
    m_detectors->setMinimumHeight(120);
    layout->addWidget(m_detectors, 1);
    auto *detectorButtons = new QHBoxLayout;
    auto *addDetector = new QPushButton(QIcon::fromTheme(QStringLiteral("list-add")), tr("Add detector"), this);
    auto *removeDetector = new QPushButton(QIcon::fromTheme(QStringLiteral("list-remove")), tr("Remove detector"), this);
    addDetector->setObjectName(QStringLiteral("addDetector"));
    removeDetector->setObjectName(QStringLiteral("removeDetector"));
    detectorButtons->addWidget(addDetector);
    detectorButtons->addWidget(removeDetector);
    detectorButtons->addStretch(1);
    layout->addLayout(detectorButtons);
    m_validation = new QLabel(this);
    m_validation->setObjectName(QStringLiteral("detectorValidation"));
    m_validation->setWordWrap(true);
    m_validation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_validation);
    connect(addDetector, &QPushButton::clicked, this, [this] {
        addDetectorRow(PatternDetector());
        validate();
    });
    connect(removeDetector, &QPushButton::clicked, this, [this] {
        if (m_detectors->currentRow() >= 0)
            m_detectors->removeRow(m_detectors->currentRow());
        validate();
    });
    connect(m_detectors, &QTableWidget::itemChanged, this, [this] {
        if (!m_filling)
            validate();
    });
}

// Symptom, rationale, recipe, conditions, expected gain, risk, provenance, untested.
void PatternEditor::addDescriptionForm(QVBoxLayout *layout)
{
    m_symptom = textBox(this, 2);
    m_rationale = textBox(this, 3);
    m_recipe = textBox(this, 3);
    m_conditions = textBox(this, 3);
    m_expectedGain = new QLineEdit(this);
    m_risk = new QLineEdit(this);
    m_provenanceKind = new QComboBox(this);
    m_provenanceKind->addItems({ QStringLiteral("curated"), QStringLiteral("distilled") });
    m_provenanceSource = new QLineEdit(this);
    m_provenanceRounds = new QLineEdit(this);
    m_untested = new QCheckBox(this);
    layout->addLayout(newForm({ m_symptom, m_rationale, m_recipe, m_conditions, m_expectedGain, m_risk, m_provenanceKind,
        m_provenanceSource, m_provenanceRounds, m_untested }));
}

// The recipe's edits, one per row, with their buttons.
void PatternEditor::addEditTable(QVBoxLayout *layout)
{
    m_editsLabel = new QLabel(this);
    layout->addWidget(m_editsLabel);
    m_edits = new QTableWidget(0, 3, this);
    m_edits->setObjectName(QStringLiteral("patternEdits"));
    m_edits->horizontalHeader()->setStretchLastSection(true);
    m_edits->setFixedHeight(90);
    layout->addWidget(m_edits);
    auto *editButtons = new QHBoxLayout;
    auto *addEdit = new QPushButton(QIcon::fromTheme(QStringLiteral("list-add")), tr("Add edit"), this);
    auto *removeEdit = new QPushButton(QIcon::fromTheme(QStringLiteral("list-remove")), tr("Remove edit"), this);
    editButtons->addWidget(addEdit);
    editButtons->addWidget(removeEdit);
    editButtons->addStretch(1);
    layout->addLayout(editButtons);
    connect(addEdit, &QPushButton::clicked, this, [this] { m_edits->insertRow(m_edits->rowCount()); });
    connect(removeEdit, &QPushButton::clicked, this, [this] {
        if (m_edits->currentRow() >= 0)
            m_edits->removeRow(m_edits->currentRow());
    });
}

void PatternEditor::addDetectorRow(const PatternDetector &d)
{
    const int row = m_detectors->rowCount();
    m_detectors->insertRow(row);
    m_detectors->setItem(row, KindColumn, new QTableWidgetItem(d.kind));
    m_detectors->setItem(row, RoleColumn, new QTableWidgetItem(d.role));
    m_detectors->setItem(row, WeightColumn, new QTableWidgetItem(QString::number(d.weight)));
    m_detectors->setItem(row, ExpressionColumn, new QTableWidgetItem(d.expression));
    m_detectors->setItem(row, NoteColumn, new QTableWidgetItem(d.note));
}

void PatternEditor::setPattern(const Pattern &p, bool isNew)
{
    m_filling = true;
    m_base = p;
    m_new = isNew;
    m_loaded = true;
    setEnabled(true);
    m_id->setText(p.id);
    m_id->setReadOnly(!isNew);
    m_title->setText(p.title);
    m_family->setCurrentText(p.family);
    if (m_category->findText(p.category) < 0 && !p.category.isEmpty())
        m_category->addItem(p.category);
    m_category->setCurrentText(p.category);
    m_severity->setCurrentText(p.severity);
    m_backends->setText(p.backends.join(QStringLiteral(", ")));
    m_operatorCategories->setText(p.operatorCategories.join(QStringLiteral(", ")));
    m_applicability->setText(p.applicability);
    m_detectors->setRowCount(0);
    for (const PatternDetector &d : p.detectors)
        addDetectorRow(d);
    m_symptom->setPlainText(p.symptom);
    m_rationale->setPlainText(p.rationale);
    m_recipe->setPlainText(p.recipe);
    m_conditions->setPlainText(p.conditions.join(QLatin1Char('\n')));
    m_expectedGain->setText(p.expectedGain);
    m_risk->setText(p.risk);
    m_provenanceKind->setCurrentText(p.provenanceKind);
    m_provenanceSource->setText(p.provenanceSource);
    m_provenanceRounds->setText(p.provenanceRounds.join(QStringLiteral(", ")));
    m_untested->setChecked(p.untested);
    m_edits->setRowCount(0);
    for (const PatternEdit &e : p.edits) {
        const int row = m_edits->rowCount();
        m_edits->insertRow(row);
        m_edits->setItem(row, 0, new QTableWidgetItem(e.param));
        m_edits->setItem(row, 1, new QTableWidgetItem(e.op));
        m_edits->setItem(row, 2, new QTableWidgetItem(QString::number(e.value)));
    }
    m_detectors->resizeColumnToContents(KindColumn);
    m_detectors->resizeColumnToContents(RoleColumn);
    m_detectors->resizeColumnToContents(WeightColumn);
    m_filling = false;
    validate();
}

Pattern PatternEditor::pattern() const
{
    Pattern p = m_base;
    auto cell = [](const QTableWidget *t, int row, int column) {
        const QTableWidgetItem *i = t->item(row, column);
        return i ? i->text().trimmed() : QString();
    };
    p.id = m_id->text().trimmed();
    p.title = m_title->text().trimmed();
    p.family = m_family->currentText().trimmed();
    p.category = m_category->currentText().trimmed();
    p.severity = m_severity->currentText();
    p.backends = splitList(m_backends->text(), QLatin1Char(','));
    p.operatorCategories = splitList(m_operatorCategories->text(), QLatin1Char(','));
    p.applicability = m_applicability->text().trimmed();
    p.detectors.clear();
    for (int r = 0; r < m_detectors->rowCount(); ++r) {
        PatternDetector d;
        d.kind = cell(m_detectors, r, KindColumn);
        d.role = cell(m_detectors, r, RoleColumn);
        d.weight = cell(m_detectors, r, WeightColumn).toDouble();
        d.expression = cell(m_detectors, r, ExpressionColumn);
        d.note = cell(m_detectors, r, NoteColumn);
        p.detectors.append(d);
    }
    p.symptom = m_symptom->toPlainText().trimmed();
    p.rationale = m_rationale->toPlainText().trimmed();
    p.recipe = m_recipe->toPlainText().trimmed();
    p.conditions = splitList(m_conditions->toPlainText(), QLatin1Char('\n'));
    p.expectedGain = m_expectedGain->text().trimmed();
    p.risk = m_risk->text().trimmed();
    p.provenanceKind = m_provenanceKind->currentText();
    p.provenanceSource = m_provenanceSource->text().trimmed();
    p.provenanceRounds = splitList(m_provenanceRounds->text(), QLatin1Char(','));
    p.untested = m_untested->isChecked();
    p.edits.clear();
    for (int r = 0; r < m_edits->rowCount(); ++r)
        if (!cell(m_edits, r, 0).isEmpty())
            p.edits.append({ cell(m_edits, r, 0), cell(m_edits, r, 1), cell(m_edits, r, 2).toDouble() });
    return p;
}

void PatternEditor::setDetectorExpression(int row, const QString &expression)
{
    if (QTableWidgetItem *i = m_detectors->item(row, ExpressionColumn))
        i->setText(expression); // itemChanged validates
}

void PatternEditor::validate()
{
    QString error;
    const QBrush bad(QColor(0xff, 0xcd, 0xd2));
    m_filling = true;
    static const QStringList kinds { QStringLiteral("source"), QStringLiteral("ir"), QStringLiteral("metric") };
    static const QStringList roles { QStringLiteral("required"), QStringLiteral("supporting"), QStringLiteral("veto") };
    for (int r = 0; r < m_detectors->rowCount(); ++r) {
        QTableWidgetItem *expr = m_detectors->item(r, ExpressionColumn);
        const Detector d = Detector::parse(expr ? expr->text() : QString());
        if (expr)
            expr->setBackground(d.isValid() ? QBrush() : bad);
        if (!d.isValid() && error.isEmpty())
            error = tr("Detector %1: line %2, column %3: %4")
                        .arg(r + 1)
                        .arg(d.error().line)
                        .arg(d.error().column)
                        .arg(EngineText::translated(d.error().message));
        const QString kind = m_detectors->item(r, KindColumn) ? m_detectors->item(r, KindColumn)->text().trimmed() : QString();
        const QString role = m_detectors->item(r, RoleColumn) ? m_detectors->item(r, RoleColumn)->text().trimmed() : QString();
        if (error.isEmpty() && !kinds.contains(kind))
            error = tr("Detector %1: the kind must be source, ir or metric").arg(r + 1);
        if (error.isEmpty() && !roles.contains(role))
            error = tr("Detector %1: the role must be required, supporting or veto").arg(r + 1);
    }
    m_filling = false;
    if (const QString a = m_applicability->text().trimmed(); !a.isEmpty()) {
        const Detector d = Detector::parse(a);
        if (!d.isValid() && error.isEmpty())
            error = tr("Applicability: line %1, column %2: %3")
                        .arg(d.error().line)
                        .arg(d.error().column)
                        .arg(EngineText::translated(d.error().message));
    }
    const bool changedValidity = error.isEmpty() != m_error.isEmpty();
    m_error = error;
    m_validation->setText(error.isEmpty() ? tr("Every detector parses.") : error);
    m_validation->setStyleSheet(error.isEmpty() ? QString() : QStringLiteral("color: #c62828; font-weight: bold;"));
    if (changedValidity)
        Q_EMIT validityChanged(error.isEmpty());
    if (m_loaded)
        Q_EMIT edited();
}

void PatternEditor::retranslateUi()
{
    const QStringList labels { tr("Id"), tr("Title"), tr("Family"), tr("Category"), tr("Severity"), tr("Backends"),
        tr("Operator categories"), tr("Applicability"), tr("Symptom"), tr("Rationale"), tr("Recipe"),
        tr("Rewrite conditions\n(one per line)"), tr("Expected gain"), tr("Risk"), tr("Provenance"), tr("Cited source"),
        tr("From rounds"), tr("Untested") };
    for (int i = 0; i < m_labels.size() && i < labels.size(); ++i)
        m_labels[i]->setText(labels.at(i));
    m_untested->setText(tr("no fixture exercises its detectors"));
    m_detectorsLabel->setText(tr("Detectors"));
    m_editsLabel->setText(tr("Mechanical edits"));
    m_detectors->setHorizontalHeaderLabels({ tr("Kind"), tr("Role"), tr("Weight"), tr("Expression"), tr("Note") });
    m_edits->setHorizontalHeaderLabels({ tr("Parameter"), tr("Operation"), tr("Value") });
    m_applicability->setPlaceholderText(tr("optional detector expression; false means the pattern does not apply"));
    m_validation->setText(m_error.isEmpty() ? (m_loaded ? tr("Every detector parses.") : QString()) : m_error);
}

void PatternEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

KnowledgeEditor::KnowledgeEditor(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(QStringLiteral("knowledgeJson"));
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_validation = new QLabel(this);
    m_validation->setObjectName(QStringLiteral("knowledgeValidation"));
    m_validation->setWordWrap(true);
    layout->addWidget(m_hint);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_validation);
    connect(m_text, &QPlainTextEdit::textChanged, this, &KnowledgeEditor::validate);
    m_hint->setText(
        tr("A compiler-knowledge entry (L4) as stored: which pass, what blocks it, what it says, and the evidence tests "
           "(applies_when, blocked_checks) in the detector language."));
}

void KnowledgeEditor::setEntry(const CompilerKnowledge &entry, bool isNew)
{
    m_new = isNew;
    m_text->setPlainText(QString::fromUtf8(QJsonDocument(entry.toJson()).toJson(QJsonDocument::Indented)));
}

std::optional<CompilerKnowledge> KnowledgeEditor::entry(QString *error) const
{
    const QString text = m_text->toPlainText();
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        // The parser's offset is in UTF-8 bytes; the text's own characters give line and column.
        const int offset = int(QString::fromUtf8(text.toUtf8().left(pe.offset)).size());
        const auto [line, column] = lineColumn(text, offset);
        *error = tr("JSON: line %1, column %2: %3")
                     .arg(line)
                     .arg(column)
                     .arg(pe.error != QJsonParseError::NoError ? pe.errorString() : tr("expected an object"));
        return std::nullopt;
    }
    QString why;
    CompilerKnowledge c = CompilerKnowledge::fromJson(doc.object(), &why);
    if (!why.isEmpty()) {
        *error = why;
        return std::nullopt;
    }
    if (c.id.isEmpty()) {
        *error = tr("the entry needs an id");
        return std::nullopt;
    }
    auto check = [&](const QString &name, const QString &expression) {
        if (expression.isEmpty())
            return true;
        const Detector d = Detector::parse(expression);
        if (!d.isValid())
            *error = tr("%1: line %2, column %3: %4")
                         .arg(name)
                         .arg(d.error().line)
                         .arg(d.error().column)
                         .arg(EngineText::translated(d.error().message));
        return d.isValid();
    };
    if (!check(QStringLiteral("applies_when"), c.appliesWhen))
        return std::nullopt;
    for (auto it = c.blockedChecks.cbegin(); it != c.blockedChecks.cend(); ++it)
        if (!check(QStringLiteral("blocked_checks[\"") + it.key() + QStringLiteral("\"]"), it.value()))
            return std::nullopt;
    return c;
}

void KnowledgeEditor::validate()
{
    QString error;
    entry(&error);
    const bool changed = error.isEmpty() != m_error.isEmpty();
    m_error = error;
    m_validation->setText(error.isEmpty() ? tr("The entry is valid.") : error);
    m_validation->setStyleSheet(error.isEmpty() ? QString() : QStringLiteral("color: #c62828; font-weight: bold;"));
    if (changed)
        Q_EMIT validityChanged(error.isEmpty());
}

void KnowledgeEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_hint->setText(
            tr("A compiler-knowledge entry (L4) as stored: which pass, what blocks it, what it says, and the evidence tests "
               "(applies_when, blocked_checks) in the detector language."));
        validate();
    }
    QWidget::changeEvent(event);
}

} // namespace Lowerscope::Ui
