// Tournament rows -> contract shapes: stored files become signed download URLs (an hour, so a
// detail left open keeps its images), the helper column of the links is dropped.
import type { Tournament, TournamentListItem } from '@fedra/contract/tournaments';
import type { FileStore, StoredFile } from '../../platform/files/file-store';

export const FILE_URL_TTL_SECONDS = 60 * 60;

/** A list row as selected: the item without links, plus whether it has applications. */
export type ListRow = Omit<TournamentListItem, 'links'> & { hasApplications: boolean };

/** A detail row as selected: files as stored rows instead of URLs. */
export type DetailRow = ListRow &
  Omit<
    Tournament,
    | keyof TournamentListItem
    | 'propositionUrl'
    | 'propositionFileName'
    | 'posterUrl'
    | 'posterFileName'
    | 'mainImageUrl'
    | 'mainImageFileName'
  > & {
    propositionFile: StoredFile | null;
    posterFile: StoredFile | null;
    mainImageFile: StoredFile | null;
  };

const signed = (files: FileStore, file: StoredFile | null) =>
  file ? files.downloadUrl(file, { expiresInSeconds: FILE_URL_TTL_SECONDS }) : Promise.resolve(null);

export async function presentTournament(files: FileStore, row: DetailRow): Promise<Tournament> {
  const { hasApplications: _h, propositionFile, posterFile, mainImageFile, ...rest } = row;
  const [propositionUrl, posterUrl, mainImageUrl] = await Promise.all([
    signed(files, propositionFile),
    signed(files, posterFile),
    signed(files, mainImageFile),
  ]);
  return {
    ...rest,
    propositionUrl,
    propositionFileName: propositionFile?.name ?? null,
    posterUrl,
    posterFileName: posterFile?.name ?? null,
    mainImageUrl,
    mainImageFileName: mainImageFile?.name ?? null,
  };
}
