/***************************************************************************
  swinputsreadonly.cpp: no PAM sidecars on this thread, for a while.
 ***************************************************************************/
#include "core/swinputsreadonly.h"

#include <cpl_conv.h>

SwInputsReadOnly::SwInputsReadOnly()
{
  if ( const char *before = CPLGetThreadLocalConfigOption( "GDAL_PAM_ENABLED", nullptr ) )
  {
    mBefore = before;
    mWasSet = true;
  }
  CPLSetThreadLocalConfigOption( "GDAL_PAM_ENABLED", "NO" );
}

SwInputsReadOnly::~SwInputsReadOnly()
{
  CPLSetThreadLocalConfigOption( "GDAL_PAM_ENABLED", mWasSet ? mBefore.constData() : nullptr );
}
