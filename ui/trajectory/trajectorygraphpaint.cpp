// SPDX-License-Identifier: MIT
// Painting of the trajectory graph: only what intersects the exposed rectangle is drawn.
#include "trajectory/trajectorygraphview.h"
#include "trajectory/trajectorymodel.h"

#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollBar>

namespace Lowerscope::Ui {

using Kind = TrajectoryModel::NodeKind;

static bool isDark(const QPalette &pal)
{
    return pal.color(QPalette::Base).lightness() < 128;
}

static QColor tint(int hue, const QPalette &pal, int alpha)
{
    QColor c = QColor::fromHsl(hue, 140, isDark(pal) ? 90 : 200);
    c.setAlpha(alpha);
    return c;
}

// An opaque mix of A and B: translucent fills of large areas cost much more in the raster engine.
static QColor mix(const QColor &a, const QColor &b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
        float(a.blueF() * (1 - t) + b.blueF() * t));
}

static const QColor ChangedColor(0xE0, 0x7B, 0x13);
static const QColor RemarkColor(0xF2, 0xC2, 0x1B);
static const QColor AddedColor(0x2E, 0x9E, 0x44);
static const QColor RemovedColor(0xD0, 0x3B, 0x3B);

void TrajectoryGraphView::paintEvent(QPaintEvent *event)
{
    QPainter p(viewport());
    const QPalette pal = palette();
    if (m_boxes.isEmpty()) {
        p.fillRect(event->rect(), pal.color(QPalette::Base));
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(viewport()->rect(), Qt::AlignCenter,
            tr("No lowering trajectory: open a kernel folder, a TRITON_KERNEL_DUMP folder or a per-pass dump."));
        return;
    }
    const QSize content(viewport()->width(), qMax(m_contentHeight, viewport()->height()));
    const qreal dpr = devicePixelRatioF();
    // Content up to a few screens tall is painted once and then only copied while scrolling.
    if (content.height() <= 12000) {
        if (m_cache.isNull() || m_cache.size() != content * dpr) {
            m_cache = QPixmap(content * dpr);
            m_cache.setDevicePixelRatio(dpr);
            QPainter cp(&m_cache);
            paintContent(cp, QRect(QPoint(0, 0), content));
        }
        const QRect exposed = event->rect();
        p.drawPixmap(
            exposed, m_cache, QRectF(QRectF(exposed.translated(-offset())).topLeft() * dpr, QSizeF(exposed.size()) * dpr));
    } else {
        p.translate(offset());
        paintContent(p, event->rect().translated(-offset()));
        p.translate(-offset());
    }
    if (m_current >= 0 && hasFocus()) {
        p.translate(offset());
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setPen(QPen(pal.color(QPalette::Highlight), 1, Qt::DotLine));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(QRectF(m_boxes.at(m_current).rect).adjusted(-4, -4, 4, 4), 8, 8);
    }
}

void TrajectoryGraphView::paintContent(QPainter &p, const QRect &exposed) const
{
    const QPalette pal = palette();
    p.fillRect(exposed, pal.color(QPalette::Base));
    p.setRenderHint(QPainter::Antialiasing, true);
    QFont titleFont = font();
    titleFont.setBold(true);
    for (const Frame &f : std::as_const(m_frames)) {
        if (!f.rect.intersects(exposed))
            continue;
        p.setPen(QPen(tint(f.hue, pal, 255).darker(isDark(pal) ? 70 : 115), 1));
        p.setBrush(mix(pal.color(QPalette::Base), tint(f.hue, pal, 255), 45.0 / 255.0));
        p.drawRoundedRect(QRectF(f.rect).adjusted(0.5, 0.5, -0.5, -0.5), 8, 8);
        p.setFont(titleFont);
        p.setPen(pal.color(QPalette::WindowText));
        p.drawText(f.rect.adjusted(FramePad, 3, -FramePad, 0), Qt::AlignLeft | Qt::AlignTop, f.title);
    }
    p.setFont(font());
    // Edges first, so that nodes cover their ends.
    for (int i = 1; i < m_boxes.size(); ++i) {
        const QRect a = m_boxes.at(i - 1).rect, b = m_boxes.at(i).rect;
        if (a.united(b).intersects(exposed))
            paintEdge(p, a, b);
    }
    for (int i = 0; i < m_boxes.size(); ++i)
        if (m_boxes.at(i).rect.adjusted(-8, -8, 8, 8).intersects(exposed))
            paintNode(p, m_boxes.at(i), m_boxes.at(i).rect);
}

void TrajectoryGraphView::paintEdge(QPainter &p, const QRect &a, const QRect &b) const
{
    QColor c = palette().color(QPalette::WindowText);
    c.setAlpha(140);
    p.setPen(QPen(c, 1.4));
    p.setBrush(Qt::NoBrush);
    QPointF end;
    QPointF dir;
    if (a.top() == b.top() && b.left() > a.right()) {
        const QPointF s(a.right() + 1, a.center().y() + 0.5);
        end = QPointF(b.left() - 1, b.center().y() + 0.5);
        p.drawLine(s, end);
        dir = QPointF(1, 0);
    } else {
        // Wrap to the next row or group: down, across, down.
        const QPointF s(a.center().x() + 0.5, a.bottom() + 1);
        end = QPointF(b.center().x() + 0.5, b.top() - 1);
        const qreal midY = a.bottom() + 1 + qMin<qreal>(12, (end.y() - s.y()) / 2);
        QPainterPath path(s);
        path.lineTo(s.x(), midY);
        path.lineTo(end.x(), midY);
        path.lineTo(end);
        p.drawPath(path);
        dir = QPointF(0, 1);
    }
    const QPointF n(-dir.y(), dir.x());
    QPolygonF head { end, end - dir * 7 + n * 4, end - dir * 7 - n * 4 };
    p.setBrush(c);
    p.drawPolygon(head);
}

namespace {
// What the painting of one node depends on, read once from the model.
struct NodeLook {
    Kind kind = Kind::Pass;
    bool changedPass = false; // a pass that changed the IR
    bool unchangedPass = false; // a pass known to leave the IR as it was
    int run = -1;
    int remarks = 0;
    int selectedAt = -1; // 0 or 1 when the node is one of the selected stages
};
} // namespace

// The rounded box, with an orange bar on the left edge of a changed pass.
static void paintNodeBox(QPainter &p, const QPalette &pal, const NodeLook &n, const QRect &r)
{
    QColor fill = pal.color(QPalette::Base);
    if (n.kind == Kind::Stage)
        fill = tint(210, pal, 255);
    else if (n.kind == Kind::Source)
        fill = tint(120, pal, 255);
    QPen border(pal.color(QPalette::Mid), 1);
    if (n.kind == Kind::Run || n.unchangedPass)
        border.setStyle(Qt::DashLine);
    if (n.kind == Kind::Stage || n.kind == Kind::Source)
        border = QPen(pal.color(QPalette::WindowText), 1.3);
    if (n.selectedAt >= 0)
        border = QPen(pal.color(QPalette::Highlight), 2.6);
    p.setPen(border);
    p.setBrush(n.kind == Kind::Run ? pal.color(QPalette::AlternateBase) : fill);
    p.drawRoundedRect(QRectF(r).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
    if (n.changedPass) {
        p.setPen(Qt::NoPen);
        p.setBrush(ChangedColor);
        QPainterPath bar;
        bar.addRoundedRect(QRectF(r.left() + 1.5, r.top() + 1.5, 5, r.height() - 3), 2, 2);
        p.drawPath(bar);
    }
}

// "+9 −2" right-aligned in SUB, in green and red; returns the width it takes.
static int paintChangeCounts(QPainter &p, const QModelIndex &idx, const QFontMetrics &sfm, const QRect &sub)
{
    const QStringList parts = idx.siblingAtColumn(TrajectoryModel::ChangeColumn).data().toString().split(QLatin1Char(' '));
    if (parts.size() != 2)
        return 0;
    const int wRemoved = sfm.horizontalAdvance(parts.at(1));
    const int wAdded = sfm.horizontalAdvance(parts.at(0) + QLatin1Char(' '));
    p.setPen(RemovedColor);
    p.drawText(sub, Qt::AlignRight | Qt::AlignVCenter, parts.at(1));
    p.setPen(AddedColor);
    p.drawText(sub.adjusted(0, 0, -wRemoved, 0), Qt::AlignRight | Qt::AlignVCenter, parts.at(0) + QLatin1Char(' '));
    return wRemoved + wAdded + 4;
}

// The title and, below it, the subtitle (elided to leave the change counts of a changed pass their room). Long
// names are elided in the middle, which keeps both the dialect prefix and the distinctive end; the tooltip has
// them whole.
static void paintNodeText(
    QPainter &p, const QPalette &pal, const QFont &font, const NodeLook &n, const QModelIndex &idx, const QRect &r)
{
    if (n.kind == Kind::Run) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(r, Qt::AlignCenter, QStringLiteral("⊞ ") + idx.data(Qt::DisplayRole).toString());
        return;
    }
    const QFontMetrics fm(font);
    const QRect inner = r.adjusted(12, 5, -8, -5);
    QFont bold = font;
    bold.setBold(n.kind != Kind::Pass || n.changedPass);
    p.setFont(bold);
    p.setPen(n.unchangedPass ? pal.color(QPalette::PlaceholderText) : pal.color(QPalette::Text));
    const QRect titleRect(
        inner.left(), inner.top(), inner.width() - (n.remarks > 0 ? 22 : 0) - (n.run >= 0 ? 14 : 0), fm.height());
    p.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter,
        QFontMetrics(bold).elidedText(idx.data().toString(), Qt::ElideMiddle, titleRect.width()));
    QFont small = font;
    small.setPointSizeF(small.pointSizeF() * 0.9);
    const QFontMetrics sfm(small);
    p.setFont(small);
    const QRect sub(inner.left(), inner.bottom() - sfm.height() + 1, inner.width(), sfm.height());
    const int deltaWidth = n.changedPass ? paintChangeCounts(p, idx, sfm, sub) : 0;
    p.setPen(pal.color(QPalette::PlaceholderText));
    p.drawText(sub.adjusted(0, 0, -deltaWidth, 0), Qt::AlignLeft | Qt::AlignVCenter,
        sfm.elidedText(idx.data(TrajectoryModel::SubtitleRole).toString(), Qt::ElideMiddle, sub.width() - deltaWidth));
    p.setFont(font);
}

// The fold mark of an unfolded run, the remark count, and A/B on the two selected stages.
static void paintNodeBadges(
    QPainter &p, const QPalette &pal, const QFont &font, const NodeLook &n, bool pairSelected, const QRect &r)
{
    if (n.run >= 0 && n.kind == Kind::Pass) {
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(QRect(r.right() - 18, r.top() + 1, 16, 16), Qt::AlignCenter, QStringLiteral("⊟"));
    }
    if (n.remarks > 0) {
        const QRectF badge(r.right() - (n.run >= 0 ? 38 : 22), r.top() - 7, 20, 16);
        p.setPen(QPen(RemarkColor.darker(150), 1));
        p.setBrush(RemarkColor);
        p.drawRoundedRect(badge, 8, 8);
        QFont small = font;
        small.setPointSizeF(small.pointSizeF() * 0.8);
        small.setBold(true);
        p.setFont(small);
        p.setPen(Qt::black);
        p.drawText(badge, Qt::AlignCenter, QString::number(n.remarks));
        p.setFont(font);
    }
    if (n.selectedAt >= 0 && pairSelected) {
        const QRectF badge(r.left() - 8, r.top() - 8, 16, 16);
        p.setPen(Qt::NoPen);
        p.setBrush(pal.color(QPalette::Highlight));
        p.drawEllipse(badge);
        p.setPen(pal.color(QPalette::HighlightedText));
        p.drawText(badge, Qt::AlignCenter, n.selectedAt == 0 ? QStringLiteral("A") : QStringLiteral("B"));
    }
}

void TrajectoryGraphView::paintNode(QPainter &p, const Box &box, const QRect &r) const
{
    const QPalette pal = palette();
    const QModelIndex idx = box.index;
    NodeLook n;
    n.kind = idx.data(TrajectoryModel::KindRole).value<Kind>();
    const QVariant changed = idx.data(TrajectoryModel::ChangedRole);
    n.changedPass = n.kind == Kind::Pass && changed.toBool();
    n.unchangedPass = n.kind == Kind::Pass && changed.isValid() && !changed.toBool();
    n.run = idx.data(TrajectoryModel::RunRole).toInt();
    n.remarks = idx.data(TrajectoryModel::RemarksRole).toInt();
    n.selectedAt = n.kind == Kind::Run ? -1 : int(m_selected.indexOf(idx.data(TrajectoryModel::StageRole).toInt()));
    paintNodeBox(p, pal, n, r);
    paintNodeText(p, pal, font(), n, idx, r);
    paintNodeBadges(p, pal, font(), n, m_selected.size() == 2, r);
}

} // namespace Lowerscope::Ui
