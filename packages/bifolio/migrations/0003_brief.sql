-- The brief a visitor may give with a message: the ids of the service, budget range and
-- timeline chosen among the content's (src/content/clients.ts), each NULL when not given.
-- Rows stored before this file have none.
ALTER TABLE messages ADD COLUMN service TEXT;
ALTER TABLE messages ADD COLUMN budget TEXT;
ALTER TABLE messages ADD COLUMN timeline TEXT;
