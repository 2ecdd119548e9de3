/***************************************************************************
  swresources.h: what a run needs of the process before it starts. Out of
  file descriptors, QGIS and GDAL fail quietly (a layer that does not
  open reads as empty, a map renders blank), and out of address space
  they crash; so both limits are checked first and a run that cannot have
  enough is refused with the limit named, before anything is read or
  written.
 ***************************************************************************/
#ifndef SWRESOURCES_H
#define SWRESOURCES_H

namespace SwResources
{
  /**
   * Open files a run needs beyond those already open: QGIS's providers, the
   * inputs, the staged outputs, SQLite's journals and the report's
   * rendering threads took 48 in all for the sample city's main job; twice
   * that leaves room for many more input layers.
   */
  constexpr int FILES_NEEDED = 96;

  /**
   * Address space (ulimit -v) a run needs: the libraries QGIS maps (about
   * 310 MB), its threads and the sample city's work took 540 MB at most;
   * each parcel adds about 4 KB (100,000 parcels with the report: 1.07 GB).
   */
  constexpr long long BASE_BYTES = 560LL << 20;
  constexpr long long BYTES_PER_PARCEL = 4096;

  /**
   * Raises the open-file limit to its hard limit when below, then throws
   * QgsProcessingException naming the limit when fewer than FILES_NEEDED
   * more files can be opened.
   */
  void refuseTooFewFiles();

  /**
   * Throws QgsProcessingException naming the limit when the process's
   * address space is limited below what a run over \a parcels parcels needs
   * (nothing when unlimited, or \a parcels is unknown: -1 counts as none).
   */
  void refuseTooLittleMemory( long long parcels );

  //! True when the address space is limited (ulimit -v): the allocator should then be frugal.
  bool addressSpaceLimited();
} // namespace SwResources

#endif // SWRESOURCES_H
