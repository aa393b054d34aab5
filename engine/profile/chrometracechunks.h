// SPDX-License-Identifier: MIT
#pragma once

#include "chrometracebuilder.h"

#include <QByteArray>
#include <QByteArrayView>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <vector>

namespace Lowerscope::Internal {

// What the scanner met, in order: the builder calls it would make, recorded so that scanning (one thread) and
// building the model (the reading thread) run side by side. Texts point into the mapped file, or, for decoded
// strings and re-minified arguments, into the chunk's arena.
struct ScanItem {
    enum Op : quint8 { BeginEvent, EventField, ArgKey, ArgValue, EndEvent, DeviceKey, DeviceValue, OpTrace };
    Op op = BeginEvent;
    TraceKey key = TraceKey::Other;
    JsonKind kind = JsonKind::Null;
    bool inArena = false;
    quint32 size = 0;
    quintptr where = 0; // address in the mapping, or offset in the arena
};

struct ScanChunk {
    std::vector<ScanItem> items; // the first `count` are in use; kept allocated so that recording is a store
    size_t count = 0;
    QByteArray arena;
    qint64 end = 0; // file offset after the chunk's last record: the builder is done with bytes before it
    void clear()
    {
        count = 0;
        arena.truncate(0);
    }
    // Records a builder call; the scanner calls this where it would call ChromeTraceBuilder.
    void add(ScanItem::Op op, TraceKey key, JsonKind kind, QByteArrayView text, const char *mapBegin, const char *mapEnd)
    {
        if (count == items.size())
            items.resize(qMax<size_t>(4096, items.size() * 2));
        ScanItem &item = items[count++];
        item.op = op;
        item.key = key;
        item.kind = kind;
        item.inArena = false;
        item.size = quint32(text.size());
        item.where = quintptr(text.data());
        if (!text.isEmpty() && (text.data() < mapBegin || text.data() >= mapEnd)) {
            item.inArena = true;
            item.where = quintptr(arena.size());
            arena.append(text);
        }
    }
    void replay(ChromeTraceBuilder &builder) const;
};

// Chunks from the scanning thread to the reading thread; a few in flight, recycled.
class ScanChunkQueue {
public:
    enum class End { Done, Unsupported, Cancelled };
    bool push(ScanChunk &chunk); // moves CHUNK in and hands back a recycled one; false once stopped
    bool pop(ScanChunk &chunk); // false when the scanner has finished and everything was taken
    void recycle(ScanChunk &chunk);
    void finish(End end);
    void stop(); // the reader wants no more: push fails from now on
    End end() const;

private:
    static constexpr size_t InFlight = 4;
    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<ScanChunk> m_full, m_free;
    bool m_finished = false, m_stopped = false;
    End m_end = End::Done;
};

} // namespace Lowerscope::Internal
