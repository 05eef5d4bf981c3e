-- A stored file belongs to one contract document (deleting the document deletes the file): the
-- unique index decides between two writes attaching the same uploaded file at once.
DROP INDEX "contract_documents_file_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "contract_documents_file_idx" ON "contract_documents" USING btree ("file_id");
