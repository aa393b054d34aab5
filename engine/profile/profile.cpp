// SPDX-License-Identifier: MIT
#include "profile.h"

#include <algorithm>
#include <cstring>

namespace Lowerscope {

static constexpr qsizetype BlockSize = 1 << 20;

namespace {
// A fast, unseeded hash for short strings: eight bytes at a time, then a final mix.
quint64 hashBytes(QByteArrayView text)
{
    const char *p = text.data();
    qsizetype n = text.size();
    quint64 h = 0x9e3779b97f4a7c15ull ^ quint64(n);
    while (n >= 8) {
        quint64 w;
        std::memcpy(&w, p, 8);
        h = (h ^ w) * 0xbf58476d1ce4e5b9ull;
        h ^= h >> 31;
        p += 8;
        n -= 8;
    }
    quint64 w = 0;
    if (n > 0)
        std::memcpy(&w, p, size_t(n));
    h = (h ^ w) * 0x94d049bb133111ebull;
    h ^= h >> 29;
    h *= 0xbf58476d1ce4e5b9ull;
    return h ^ (h >> 32);
}
} // namespace

StringTable::StringTable()
{
    rehash(1024);
    intern(QByteArrayView(""));
}

void StringTable::rehash(qsizetype count)
{
    m_slots.fill(0, count);
    quint64 *table = m_slots.data();
    const quint64 mask = quint64(count - 1);
    for (qsizetype id = 0; id < m_offsets.size(); ++id) {
        const quint64 h = hashBytes(m_offsets.at(id));
        quint64 i = h & mask;
        while (table[i] != 0)
            i = (i + 1) & mask;
        table[i] = (h & 0xffff'ffff'0000'0000ull) | quint64(id + 1);
    }
}

quint32 StringTable::intern(QByteArrayView utf8)
{
    const quint64 h = hashBytes(utf8);
    const quint64 tag = h & 0xffff'ffff'0000'0000ull;
    const quint64 mask = quint64(m_slots.size() - 1);
    const quint64 *table = m_slots.constData();
    quint64 i = h & mask;
    for (; table[i] != 0; i = (i + 1) & mask) {
        if ((table[i] & 0xffff'ffff'0000'0000ull) == tag) {
            const quint32 id = quint32(table[i]) - 1;
            const QByteArrayView stored = m_offsets.at(id);
            if (stored.size() == utf8.size()
                && (utf8.isEmpty() || std::memcmp(stored.data(), utf8.data(), size_t(utf8.size())) == 0))
                return id;
        }
    }
    // Views point into arena blocks whose capacity is reserved up front, so appends never move stored bytes.
    // A block shared with a copy of this table is left alone so that copies never write into each other.
    if (m_blocks.isEmpty() || m_blocks.last().size() + utf8.size() > m_blocks.last().capacity()
        || !m_blocks.last().isDetached()) {
        QByteArray block;
        block.reserve(qMax(BlockSize, utf8.size()));
        m_blocks.append(block);
    }
    QByteArray &block = m_blocks.last();
    const qsizetype at = block.size();
    block.append(utf8);
    const QByteArrayView stored(block.constData() + at, utf8.size());
    const quint32 id = quint32(m_offsets.size());
    m_offsets.append(stored);
    if (m_offsets.size() * 2 > m_slots.size()) { // at most half full: probes stay short
        rehash(m_slots.size() * 2);
    } else {
        m_slots[i] = tag | quint64(id + 1);
    }
    return id;
}

QByteArrayView StringTable::view(quint32 id) const
{
    return id < quint32(m_offsets.size()) ? m_offsets.at(id) : QByteArrayView();
}

static constexpr quint64 StringTag = 0x7ff8'0000'0000'0000ull | (0x5a5aull << 32);

EventArg EventArg::string(quint32 key, quint32 id)
{
    EventArg a;
    a.key = key;
    const quint64 bits = StringTag | id;
    std::memcpy(&a.value, &bits, sizeof bits);
    return a;
}

bool EventArg::isNumber() const
{
    quint64 bits;
    std::memcpy(&bits, &value, sizeof bits);
    return (bits & 0xffff'ffff'0000'0000ull) != StringTag;
}

quint32 EventArg::stringId() const
{
    quint64 bits;
    std::memcpy(&bits, &value, sizeof bits);
    return quint32(bits);
}

// Blocks are allocated whole, so that appending is a store; entries past size() in the last block are unused.
quint32 ArgTable::append(const EventArg &arg)
{
    const qsizetype block = qsizetype(m_size >> Shift);
    if (block == m_blocks.size())
        m_blocks.append(QList<EventArg>(Mask + 1));
    m_blocks[block].data()[m_size & Mask] = arg;
    return m_size++;
}

void ArgTable::truncate(quint32 size)
{
    if (size >= m_size)
        return;
    m_size = size;
    m_blocks.resize(qMin(m_blocks.size(), qsizetype(size >> Shift) + 1));
}

QString trackKindName(TrackKind kind)
{
    switch (kind) {
    case TrackKind::Process:
        return QStringLiteral("process");
    case TrackKind::Thread:
        return QStringLiteral("thread");
    case TrackKind::Stream:
        return QStringLiteral("stream");
    case TrackKind::Core:
        return QStringLiteral("core");
    case TrackKind::Pipe:
        return QStringLiteral("pipe");
    }
    return {};
}

void Profile::addFormat(const QString &format)
{
    if (!formats.contains(format))
        formats.append(format);
}

int Profile::addTrack(const QString &name, TrackKind kind, int parent)
{
    Track t;
    t.name = name;
    t.kind = kind;
    t.parent = parent;
    tracks.append(t);
    return int(tracks.size() - 1);
}

int Profile::findTrack(const QString &name, int parent) const
{
    for (int i = 0; i < tracks.size(); ++i)
        if (tracks.at(i).parent == parent && tracks.at(i).name == name)
            return i;
    return -1;
}

Kernel &Profile::kernel(const QString &name)
{
    const auto it = m_kernelIndex.constFind(name);
    if (it != m_kernelIndex.cend())
        return kernels[it.value()];
    Kernel k;
    k.name = name;
    kernels.append(k);
    m_kernelIndex.insert(name, int(kernels.size() - 1));
    return kernels.last();
}

int Profile::kernelIndex(const QString &name) const
{
    return m_kernelIndex.value(name, -1);
}

const Kernel *Profile::findKernel(const QString &name) const
{
    const int i = kernelIndex(name);
    return i < 0 ? nullptr : &kernels.at(i);
}

qint64 Profile::eventCount() const
{
    qint64 n = 0;
    for (const Track &t : tracks)
        n += t.events.size();
    return n;
}

void Profile::markPartial(const QString &name, const Warning &w)
{
    Kernel &k = kernel(name);
    for (const Warning &p : std::as_const(k.partial))
        if (p.file == w.file && p.line == w.line && p.message == w.message)
            return;
    k.partial.append(w);
}

void Profile::finish()
{
    for (Track &t : tracks) {
        auto &ev = t.events;
        if (!std::is_sorted(ev.cbegin(), ev.cend(), [](const Event &a, const Event &b) { return a.start < b.start; }))
            std::stable_sort(ev.begin(), ev.end(), [](const Event &a, const Event &b) { return a.start < b.start; });
    }
    for (Kernel &k : kernels) {
        if (k.launches == 0 && k.tableLaunches > 0) {
            k.launches = k.tableLaunches;
            k.totalUs = k.tableTotalUs;
        }
    }
    for (Counter &c : counters)
        std::stable_sort(
            c.samples.begin(), c.samples.end(), [](const CounterSample &a, const CounterSample &b) { return a.time < b.time; });
    tableTasks.clear();
}

} // namespace Lowerscope
