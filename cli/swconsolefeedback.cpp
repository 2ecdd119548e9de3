/***************************************************************************
  swconsolefeedback.cpp: terminal feedback for parcelscreen.
 ***************************************************************************/
#include "swconsolefeedback.h"
#include "core/swsecrets.h"

#include <algorithm>
#include <iostream>

SwConsoleFeedback::SwConsoleFeedback( bool json )
  : mJson( json )
{
  if ( !mJson )
    connect( this, &QgsFeedback::progressChanged, this, &SwConsoleFeedback::showProgress );
}

void SwConsoleFeedback::endProgressLine()
{
  if ( mProgressOpen )
  {
    std::cout << '\n';
    mProgressOpen = false;
  }
}

void SwConsoleFeedback::showProgress( double progress )
{
  // 40 ticks: a digit every tenth, dots between, as qgis_process prints.
  const int tick = std::min( 40, std::max( 0, static_cast<int>( progress * 0.4 ) ) );
  while ( tick > mLastTick )
  {
    ++mLastTick;
    if ( mLastTick % 4 == 0 )
      std::cout << ( mLastTick / 4 ) * 10;
    else
      std::cout << '.';
    mProgressOpen = true;
  }
  if ( tick == 40 && mProgressOpen )
  {
    std::cout << " - done.\n";
    mProgressOpen = false;
  }
  std::cout.flush();
}

void SwConsoleFeedback::setProgressText( const QString &text )
{
  if ( mJson )
    return;
  endProgressLine();
  std::cout << text.toLocal8Bit().constData() << '\n';
}

void SwConsoleFeedback::reportError( const QString &message, bool fatalError )
{
  const QString error = SwSecrets::masked( message );
  mErrors << error;
  if ( !mJson )
    endProgressLine();
  std::cerr << "ERROR:\t" << error.toLocal8Bit().constData() << '\n';
  QgsProcessingFeedback::reportError( error, fatalError );
}

void SwConsoleFeedback::pushWarning( const QString &message )
{
  const QString warning = SwSecrets::masked( message );
  mWarnings << warning;
  if ( !mJson )
  {
    endProgressLine();
    std::cerr << "WARNING:\t" << warning.toLocal8Bit().constData() << '\n';
  }
  QgsProcessingFeedback::pushWarning( warning );
}

void SwConsoleFeedback::pushInfo( const QString &message )
{
  const QString info = SwSecrets::masked( message );
  mInfos << info;
  if ( !mJson )
  {
    endProgressLine();
    std::cout << info.toLocal8Bit().constData() << '\n';
  }
  QgsProcessingFeedback::pushInfo( info );
}

void SwConsoleFeedback::pushCommandInfo( const QString &info )
{
  pushInfo( info );
}

void SwConsoleFeedback::pushDebugInfo( const QString &info )
{
  QgsProcessingFeedback::pushDebugInfo( info );
}

void SwConsoleFeedback::pushConsoleInfo( const QString &info )
{
  pushInfo( info );
}
