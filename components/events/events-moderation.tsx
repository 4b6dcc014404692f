"use client";
// Event moderation in the back-office (the shared board with event cards and the event dialog).
import { ModerationBoard } from "@/components/moderation/moderation-board";
import { EventCard } from "@/components/events/event-card";
import { EventDialog } from "@/components/events/event-dialog";
import { EventStatusActions } from "@/components/events/event-status-actions";
import type { EventItem } from "@/lib/events/events";
import { isSameSiteDay } from "@/lib/dates";

export const DELETE_EVENT_CONFIRMATION = "Are you sure you want to delete this event?";

export function EventsModeration() {
  return (
    <ModerationBoard<EventItem>
      collection="events"
      singular="event"
      title="Events"
      emptyText="No events found."
      deleteConfirmation={DELETE_EVENT_CONFIRMATION}
      nameOf={(event) => event.title}
      renderCard={(event, { status, actions }) => (
        <EventCard
          event={event}
          isToday={isSameSiteDay(event.date, new Date())}
          status={status}
          actions={
            <>
              {actions}
              <EventStatusActions event={event} />
            </>
          }
        />
      )}
      renderDialog={({ item, ...dialog }) => <EventDialog {...dialog} event={item} />}
    />
  );
}
